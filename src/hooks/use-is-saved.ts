import { hashKey, type QueryKey } from '@tanstack/react-query'
import { savedQueries } from '@/lib/saved-queries'
import { useWatchedValue } from './use-watched-value'

/** True when the data a query holds now is the copy saved on the device for offline use. */
export function useIsSaved(queryKey: QueryKey, dataUpdatedAt: number): boolean {
  const saved = useWatchedValue(savedQueries)
  return dataUpdatedAt > 0 && saved.get(hashKey(queryKey)) === dataUpdatedAt
}
