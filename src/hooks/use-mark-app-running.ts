import { useLayoutEffect } from 'react'
import { markAppRunning, markScreenHydrated } from '@/lib/app-running'

/** Marks the page as the app's once it has rendered (src/lib/app-running.ts). */
export function useMarkAppRunning(): void {
  useLayoutEffect(markAppRunning, [])
}

/** For the screens the build prerenders: their content is in place (src/lib/app-running.ts). */
export function useMarkScreenHydrated(): void {
  useLayoutEffect(markScreenHydrated, [])
}
