import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { appName } from './use-document-title'

/** Sets document.title from the deepest matched route's `staticData.title`. */
export function useRouteTitle(): void {
  const title = useRouterState({
    select: (state) => state.matches.findLast((match) => match.staticData.title)?.staticData.title,
  })
  useEffect(() => {
    if (title) document.title = `${title} · ${appName}`
  }, [title])
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string
  }
}
