import { useSyncExternalStore } from 'react'
import type { WatchedValue } from '@/lib/watched-value'

/**
 * The current value of a watched value (src/lib/watched-value.ts); renders again on a change. A
 * prerendered page is hydrated with the initial value, as it was built.
 */
export function useWatchedValue<T>(watched: WatchedValue<T>): T {
  return useSyncExternalStore(watched.subscribe, watched.get, watched.initial)
}
