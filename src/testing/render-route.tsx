import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { render, renderHook } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { onTestFinished } from 'vitest'
import { registerAddBooking } from '@/features/bookings/api/register-add-booking'
import { keepTicketsSaved } from '@/features/bookings/api/saved-tickets'
import { busQueries } from '@/features/buses/api/get-buses'
import { createQueryClient } from '@/lib/query-client'
import { syncQueryCacheWithSession } from '@/lib/session-cache-sync'
import { checkSavedTicketsOnLogin } from '@/lib/saved-tickets-session'
import { setLoginRedirect } from '@/lib/session-expiry'
import { createAppRouter, goToLogin, preloadUnlessSavingData } from '@/router'

interface RenderRouteOptions {
  queryClient?: QueryClient
  /** Fake timers need user-event to advance them. */
  advanceTimers?: (ms: number) => unknown
}

/** The app's own query client (its 401 and alert handling included), without retries. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient({ retry: false })
  registerAddBooking(queryClient)
  return queryClient
}

/** Renders the hook `useHook` with `queryClient`'s cache (a fresh one by default): its result. */
export function renderHookWithClient<Result>(
  useHook: () => Result,
  queryClient = createTestQueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(useHook, { wrapper }).result
}

/** Renders the real router (every route, loaders included) at `path`, with a fresh cache. */
export function renderRoute(path: string, options: RenderRouteOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }))
  // Vitest runs a worker's files in one module graph: a subscription left running would clear
  // this cache at every later test's login or logout.
  onTestFinished(syncQueryCacheWithSession(queryClient))
  setLoginRedirect((resume) => goToLogin(router, resume))
  // What start-app starts once the first screen has settled, from the start here.
  onTestFinished(
    keepTicketsSaved(queryClient, () => queryClient.getQueryData(busQueries.list().queryKey)),
  )
  onTestFinished(checkSavedTicketsOnLogin())
  onTestFinished(preloadUnlessSavingData(router))
  const user = userEvent.setup(
    options.advanceTimers ? { advanceTimers: options.advanceTimers } : undefined,
  )
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient, user }
}
