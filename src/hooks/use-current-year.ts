import { useSyncExternalStore } from 'react'

/** The year the build was made in (vite.config.ts): the year its prerendered pages show. */
const buildYear = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear()

const neverChanges = () => () => {}

/** This year. A prerendered page is hydrated with its build's year, then shows this one. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => buildYear,
  )
}
