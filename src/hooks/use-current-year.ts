import { useSyncExternalStore } from 'react'

/**
 * The year of the commit the app was built from (vite.config.ts), which its prerendered pages
 * show: a build never reads its own clock. Undefined outside a git checkout.
 */
const commitYear = Number(import.meta.env.VITE_COMMIT_YEAR) || undefined

const neverChanges = () => () => {}

/**
 * This year, by the visitor's clock. A prerendered page is hydrated with its commit's year
 * (none outside a checkout), then shows this one.
 */
export function useCurrentYear(): number | undefined {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => commitYear,
  )
}
