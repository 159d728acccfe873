import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { PageLoading } from './components/loading-state'
import { NotFoundPage } from './components/not-found-page'
import { RouteErrorFallback } from './components/route-error-fallback'
import { followLanguage } from './lib/i18n/follow-language'

export function createAppRouter(
  queryClient: QueryClient,
  history?: Parameters<typeof createRouter>[0]['history'],
) {
  const router = createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // react-query decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    scrollRestoration: true,
    ...defaultComponents,
  })
  followLanguage(Object.values(router.routesById), {})
  return router
}

// A language switch renders every route's components again (src/lib/i18n/follow-language.tsx).
const defaultComponents = followLanguage([], {
  defaultPendingComponent: PageLoading,
  defaultErrorComponent: RouteErrorFallback,
  defaultNotFoundComponent: NotFoundPage,
})

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
