import {
  onlineManager,
  type EnsureQueryDataOptions,
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

/**
 * A route loader's ensureQueryData, except offline with nothing cached or saved: the fetch
 * would pause until the connection is back and hold the route, and a prerendered page's
 * hydration, on its loading state. The screen's own query then waits instead, under the
 * offline notice, and the page runs meanwhile.
 */
export function ensureRouteData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> | undefined {
  const cached = queryClient.getQueryData(options.queryKey) !== undefined
  if (!cached && !onlineManager.isOnline()) return undefined
  return queryClient.ensureQueryData(options)
}
