import { useSyncExternalStore } from 'react'
import type { WatchedValue } from '@/lib/watched-value'

/** The current value of a watched value (src/lib/watched-value.ts); renders again on a change. */
export function useWatchedValue<T>(watched: WatchedValue<T>): T {
  return useSyncExternalStore(watched.subscribe, watched.get, watched.get)
}
