import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { syncQueryCacheWithSession } from '@/lib/session-cache-sync'
import { setLoginRedirect } from '@/lib/session-expiry'
import { createAppRouter } from '@/router'

interface RenderRouteOptions {
  queryClient?: QueryClient
  /** Fake timers need user-event to advance them. */
  advanceTimers?: (ms: number) => unknown
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  })
}

/** Renders the real router (every route, loaders included) at `path`, with a fresh cache. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  const stopCacheSync = syncQueryCacheWithSession(queryClient)
  setLoginRedirect(() => void router.navigate({ to: '/login' }))
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : undefined,
  )
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return {
    ...view,
    router,
    queryClient,
    user,
    unmount: () => {
      stopCacheSync()
      view.unmount()
    },
  }
}
