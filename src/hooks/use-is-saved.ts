import { hashKey, type QueryKey } from '@tanstack/react-query'
import { useStore } from 'zustand'
import { savedQueriesStore } from '@/lib/saved-queries'

/** True when the data a query holds now is the copy saved on the device for offline use. */
export function useIsSaved(queryKey: QueryKey, dataUpdatedAt: number): boolean {
  return useStore(
    savedQueriesStore,
    (state) => dataUpdatedAt > 0 && state.saved.get(hashKey(queryKey)) === dataUpdatedAt,
  )
}
