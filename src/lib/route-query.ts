import {
  onlineManager,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/**
 * A route loader's call: it waits for the data, except offline with data already cached or
 * saved. A fetch then would pause until the connection is back and hold the route on its
 * loading state; instead the screen shows what it has at once, and the query refetches on
 * reconnect. Never throws: the screen shows the error and its retry.
 */
export function preloadQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> | undefined {
  const cached = queryClient.getQueryData(options.queryKey) !== undefined
  if (cached && !onlineManager.isOnline()) return undefined
  return queryClient.prefetchQuery(options)
}
