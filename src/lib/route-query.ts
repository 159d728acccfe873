import {
  onlineManager,
  type EnsureQueryDataOptions,
  type FetchQueryOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/**
 * The one rule of a route loader's call: offline, it does not wait. A fetch would pause until
 * the connection is back and hold the route, and a prerendered page's hydration, on its loading
 * state; instead the screen shows what was saved, or says it will load once online, and its
 * query fetches on reconnect.
 */
const loaderMayWait = () => onlineManager.isOnline()

/** Waits for the data (see loaderMayWait). Never throws: the screen shows the error and a retry. */
export function preloadQuery<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> | undefined {
  return loaderMayWait() ? queryClient.prefetchQuery(options) : undefined
}

/** ensureQueryData (see loaderMayWait): a failure reaches the route's error component. */
export function ensureRouteData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> | undefined {
  return loaderMayWait() ? queryClient.ensureQueryData(options) : undefined
}
