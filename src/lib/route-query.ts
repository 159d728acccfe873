import {
  onlineManager,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'

/**
 * A route loader's one way to load its screen's data, which the screen then reads with
 * useSuspenseQuery: ensureQueryData, so a failure with nothing cached reaches the route's error
 * component, and what is cached (or saved) shows at once while a stale copy is fetched afresh
 * in the background.
 *
 * Offline it does not wait: a fetch would pause until the connection is back and hold the
 * route, and a prerendered page's hydration, on its loading state; instead the screen shows what
 * was saved, or its pending component says it will load once online, and the query fetches on
 * reconnect.
 */
export function ensureRouteData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> | undefined {
  return onlineManager.isOnline()
    ? queryClient.ensureQueryData({ revalidateIfStale: true, ...options })
    : undefined
}
