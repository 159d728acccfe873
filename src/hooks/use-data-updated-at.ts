import { useCallback, useSyncExternalStore } from 'react'
import { useQueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * When a query's data was last fetched (0 without data), for a frame that shows it without
 * holding the query itself, e.g. the offline notice above a list.
 */
export function useDataUpdatedAt(queryKey: QueryKey): number {
  const queryClient = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  )
  return useSyncExternalStore(
    subscribe,
    () => queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0,
    () => 0,
  )
}
