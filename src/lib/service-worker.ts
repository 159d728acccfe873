/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register'
import { announceAppUpdate } from './app-update'

/** How often a tab left open asks the server whether a new version is out. */
const updateCheckMs = 60 * 60 * 1000

/**
 * Registers the production build's service worker (scripts/pwa/pwa-plugin.ts); start-app calls
 * it once the first screen has settled. A new version never takes over by itself: the update
 * notice offers a reload, and only the tab where Reload was pressed reloads, so nothing typed in
 * another tab is lost.
 */
export function registerServiceWorker(): void {
  let registration: ServiceWorkerRegistration | undefined

  function reloadIntoUpdate(): void {
    // Another tab's Reload may already have let the new version take over.
    if (!registration?.waiting) return window.location.reload()
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    })
    void activateUpdate()
  }

  const activateUpdate = registerSW({
    onNeedRefresh: () => announceAppUpdate(reloadIntoUpdate),
    // Without this, a tab would reload by itself when another tab's Reload lets the new version
    // take over; it keeps the notice instead (this tab's own reload is handled above).
    onNeedReload: () => {},
    onRegisteredSW: (_url, registered) => {
      registration = registered
      if (!registered) return
      window.setInterval(() => {
        if (navigator.onLine) registered.update().catch(() => {})
      }, updateCheckMs)
    },
  })
}
