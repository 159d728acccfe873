import type { QueryClient } from '@tanstack/react-query'
import { yieldToMain } from './yield-to-main'

interface SettledSources {
  queryClient: QueryClient
  /** True while the router is loading a route (its loaders and code). */
  isRouteLoading: () => boolean
  /** Calls back on every router state change; returns the unsubscribe. */
  onRouteChange: (listener: () => void) => () => void
}

function afterLoadEvent(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve()
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }))
}

function idleMoment(timeoutMs: number): Promise<void> {
  if (typeof window.requestIdleCallback !== 'function') return yieldToMain()
  return new Promise((resolve) =>
    window.requestIdleCallback(() => resolve(), { timeout: timeoutMs }),
  )
}

/**
 * Resolves once the first screen has settled: the page has loaded, no route is loading, no
 * request is in flight, and the main thread has an idle moment. Background work started then
 * (the service worker's download of the app) no longer competes with the first screen for a
 * slow phone's CPU and bandwidth.
 */
export async function whenFirstScreenSettled({
  queryClient,
  isRouteLoading,
  onRouteChange,
}: SettledSources): Promise<void> {
  await afterLoadEvent()
  const busy = () => isRouteLoading() || queryClient.isFetching() > 0
  if (busy()) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (busy()) return
        stopQueries()
        stopRoutes()
        resolve()
      }
      const stopQueries = queryClient.getQueryCache().subscribe(check)
      const stopRoutes = onRouteChange(check)
    })
  }
  await idleMoment(5000)
}
