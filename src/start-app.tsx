import { startTransition } from 'react'
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client'
import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { App } from '@/app'
import { registerAddBooking } from '@/features/bookings/api/register-add-booking'
import { carryOverStoredLanguage } from '@/lib/i18n/language'
import { followTravellersLanguage } from '@/lib/i18n/follow-travellers-language'
import { startDataSaver } from '@/lib/data-saver-store'
import { createQueryClient } from '@/lib/query-client'
import { whenFirstScreenSettled } from '@/lib/when-settled'
import { startSavedData } from '@/lib/saved-data'
import { syncQueryCacheWithSession } from '@/lib/session-cache-sync'
import { markStartUp } from '@/lib/start-up-marks'
import { queryRoots } from '@/lib/query-keys'
import { setLoginRedirect } from '@/lib/session-expiry'
import { syncSessionAcrossTabs } from '@/lib/session-store'
import { checkSavedTicketsOnLogin } from '@/lib/saved-tickets-session'
import { noteError } from '@/lib/telemetry/early'
import { startTelemetry } from '@/lib/telemetry/start'
import { createAppRouter, goToLogin, hydrateAppRouter, preloadUnlessSavingData } from '@/router'

async function startMockBackend(): Promise<void> {
  // A literal at build time: with mocking off this branch and the mock backend are dropped.
  if (import.meta.env.VITE_API_MOCKING !== 'true') return
  const { startMockWorker } = await import('../mocks/browser')
  await startMockWorker()
}

/**
 * Mock backend (when on), query client, session sync and router, then the first render: the
 * router and React hydrate a prerendered page (React keeps its nodes, pictures and what was
 * typed) and render any other, or one whose router state did not load, from scratch.
 */
export async function startApp(
  container: HTMLElement,
  /** `hydrate`: the page is prerendered and its router state has run (src/main.tsx). */
  { hydrate }: { hydrate: boolean },
): Promise<void> {
  markStartUp('app-start')
  // react-query counts as online until an offline event; a page opened offline had none.
  onlineManager.setOnline(navigator.onLine)
  // In the task that read the stored session, so no other tab's login or logout is missed.
  syncSessionAcrossTabs()
  // The page is already in the traveller's language (docs/i18n.md); a choice kept the old way
  // becomes the cookie that picks the next page.
  carryOverStoredLanguage()
  const queryClient = createQueryClient()
  // What was saved (IndexedDB) is back in the cache before the first route loads; the device
  // reads it while the rest of the app starts.
  const restored = Promise.all([startMockBackend(), startSavedData(queryClient)])
  registerAddBooking(queryClient)
  syncQueryCacheWithSession(queryClient)
  checkSavedTicketsOnLogin()
  const router = createAppRouter(queryClient)
  setLoginRedirect((resume) => goToLogin(router, resume))
  await restored
  markStartUp('saved-data-restored')
  // After the mock backend, which can stand in for the browser's Save-Data.
  startDataSaver()
  preloadUnlessSavingData(router)
  // Before React hydrates, as the router's RouterClient does not: loaded after hydration, a
  // route with `ssr: false` suspends, and React hides the hydrated loading view and mounts a
  // second one until the screen is ready.
  if (hydrate) {
    await hydrateAppRouter(router)
    markStartUp('route-loaded')
  }
  const app = <App queryClient={queryClient} router={router} />
  // A transition renders in slices, so a slow phone's main thread stays free for input. A
  // hydration mismatch is reported as an uncaught error (React's default), which fails every
  // browser test.
  const options = rootOptions()
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app, options)
    else createRoot(container, options).render(app)
  })
  const settled = whenFirstScreenSettled({
    queryClient,
    isRouteLoading: () => router.state.status === 'pending',
    onRouteChange: (listener) => router.subscribe('onResolved', listener),
  })
  // A host or a cache without the language rule may have sent the other language's page: it
  // hydrates as it came, and switches to the traveller's once every part of it has.
  void settled.then(() => followTravellersLanguage(router))
  void settled.then(() => keepTicketsOnThePhone(queryClient))
  registerServiceWorker(settled)
  // A literal at build time: without VITE_TELEMETRY_URL telemetry is left out of the bundle.
  if (import.meta.env.VITE_TELEMETRY_URL)
    startTelemetry({
      routePattern: () => router.state.matches.at(-1)?.fullPath,
      onRouteChange: (listener) => router.subscribe('onResolved', listener),
      settled,
    })
}

/** React's global error reporting, as its defaults do it: window's `error` event, else the console. */
const reportGlobally = (error: unknown) =>
  typeof reportError === 'function' ? reportError(error) : console.error(error)

/**
 * With telemetry on, React's errors are noted, then handed on as React's defaults do (an
 * uncaught or recoverable error to window's `error` event, a caught one to the console), so
 * what the console and the browser tests see does not change. Without it, React's own defaults.
 */
function rootOptions(): RootOptions | undefined {
  if (!import.meta.env.VITE_TELEMETRY_URL) return undefined
  return {
    onUncaughtError(error) {
      noteError('uncaught', error)
      reportGlobally(error)
    },
    onCaughtError(error) {
      noteError('caught', error)
      console.error(error)
    },
    onRecoverableError(error) {
      noteError('recoverable', error)
      reportGlobally(error)
    },
  }
}

/**
 * The tickets' keeper and its schemas download only once there are bookings to keep (in the
 * cache already, or the first list that arrives), never on a first screen without them.
 */
function keepTicketsOnThePhone(queryClient: QueryClient): void {
  const cache = queryClient.getQueryCache()
  const isBookings = (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] === queryRoots.bookings[0]
  let started = false
  const start = () => {
    if (started) return
    started = true
    stopWaiting()
    void Promise.all([
      import('@/features/bookings/api/saved-tickets'),
      import('@/features/buses/api/get-buses'),
    ]).then(([{ keepTicketsSaved }, { busQueries }]) =>
      keepTicketsSaved(queryClient, () => queryClient.getQueryData(busQueries.list().queryKey)),
    )
  }
  const stopWaiting = cache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isBookings(event.query))
      start()
  })
  if (cache.findAll({ predicate: isBookings }).some((query) => query.state.status === 'success'))
    start()
}

/**
 * Production builds only: in dev and in mock-enabled builds, MSW owns the worker scope. The
 * worker (a chunk of its own) downloads the whole app, so it starts once the first screen has
 * settled.
 */
function registerServiceWorker(settled: Promise<void>): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_API_MOCKING === 'true') return
  void settled
    .then(() => import('@/lib/service-worker'))
    .then((worker) => worker.registerServiceWorker())
    // Offline by then, its code could not be fetched: the next visit registers it.
    .catch(() => {})
}
