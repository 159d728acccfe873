import { useEffect } from 'react'

export const appName = 'Matatu'

/** For screens outside a route's `head` (404, error fallback). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${appName}`
  }, [title])
}
