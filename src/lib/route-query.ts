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
 *
 * A preload (a link pointed at, Home's search button) with the data saver on fetches nothing:
 * the tap's own load does (docs/product.md#data-saver).
 */
export function ensureRouteData<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  { context, preload }: RouteLoad,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> | undefined {
  if (preload && context.savingData()) return undefined
  return onlineManager.isOnline()
    ? context.queryClient.ensureQueryData({ revalidateIfStale: true, ...options })
    : undefined
}

/** What ensureRouteData reads of a loader's (or beforeLoad's) arguments. */
export interface RouteLoad {
  context: RouterContext
  preload: boolean
}

/** The router's context (src/router.tsx): every route's loader and beforeLoad get it. */
export interface RouterContext {
  queryClient: QueryClient
  /** The data saver's setting as the loader runs (a plain read: the router is not React). */
  savingData: () => boolean
}
