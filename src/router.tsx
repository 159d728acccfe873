import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { dataSaverStore, isDataSaverOn } from './lib/data-saver-store'
import { PageLoading } from './components/loading-state'
import { NotFoundPage } from './components/not-found-page'
import { RouteErrorFallback } from './components/route-error-fallback'
import { restoreScrollOnMove } from './lib/scroll-restoration'
import { followLanguageInEveryRoute } from './lib/i18n/follow-language-in-every-route'

/** Once shown, a loading view stays at least this long, so it never flickers (docs/product.md). */
const pendingMinMs = 300

export function createAppRouter(
  queryClient: QueryClient,
  history: RouterHistory = createBrowserHistory(),
) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient, savingData: isDataSaverOn },
    defaultPreload: linkPreload(),
    // react-query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    defaultPendingMinMs: pendingMinMs,
    scrollRestoration: restoreScrollOnMove(history),
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: RouteErrorFallback,
    defaultNotFoundComponent: NotFoundPage,
  })
  followLanguageInEveryRoute(router)
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

/** When links preload their route: on intent, never with the data saver on. */
const linkPreload = () => (isDataSaverOn() ? false : 'intent')

/**
 * With the data saver on, links preload nothing (docs/product.md#data-saver). A link reads the
 * setting as it renders, so one already on screen at a switch may still preload its route's
 * code; its data waits for the tap all the same (`ensureRouteData`). Returns the unsubscribe.
 */
export function preloadUnlessSavingData(router: AppRouter): () => void {
  const follow = () => router.update({ ...router.options, defaultPreload: linkPreload() })
  follow()
  return dataSaverStore.subscribe(follow)
}

/**
 * A prerendered page's router: its state as the build dehydrated it (the router's own hydration,
 * https://tanstack.com/router/latest/docs/framework/react/guide/ssr), then its first load. A
 * route prerendered as loading (`ssr: false`) has shown that view since the first paint, but the
 * router counts a loading view's minimum from its hydration: that load has none, else the loaded
 * screen would wait 300 ms behind a view already seen (docs/performance.md).
 */
export async function hydrateAppRouter(router: AppRouter): Promise<void> {
  await hydrate(router)
  router.update({ ...router.options, defaultPendingMinMs: 0 })
  try {
    await router.load()
  } finally {
    router.update({ ...router.options, defaultPendingMinMs: pendingMinMs })
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /**
     * Rendered at build time (src/prerender.tsx): a page that looks the same for every visitor.
     * `data`: the API call (a path under the API base) its HTML starts.
     */
    prerender?: { data?: string }
  }
}

/**
 * Where a session ended by a 401 sends the traveller: /login, with the way back to the page in
 * use (docs/product.md#session), plus what `resume` adds to its search (the booking's bus).
 */
export function goToLogin(router: AppRouter, resume?: Record<string, string | number>): void {
  // The address being loaded, not only the one shown: a 401 of the ticket's own loader comes
  // before the ticket is the screen.
  const { pathname, search } = router.latestLocation
  const back = pathname + router.options.stringifySearch({ ...search, ...resume })
  void router.navigate({ to: '/login', search: back === '/' ? {} : { redirect: back } })
}
