import { useLayoutEffect } from 'react'
import { markAppRunning } from '@/lib/app-running'

/** Marks the page as the app's once it has rendered (src/lib/app-running.ts). */
export function useMarkAppRunning(): void {
  useLayoutEffect(markAppRunning, [])
}
