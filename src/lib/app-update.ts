import { watchedValue } from './watched-value'

/**
 * "A new version is available": set by the service worker registration
 * (src/lib/service-worker.ts), read by the update notice. Holds how to switch to the waiting
 * version, or undefined while none waits. Never reloads by itself.
 */
export const waitingAppUpdate = watchedValue<(() => void) | undefined>(undefined)

/** A new version has been downloaded and waits; `reloadIntoIt` switches to it. */
export function announceAppUpdate(reloadIntoIt: () => void): void {
  waitingAppUpdate.set(reloadIntoIt)
}

/** The traveller's choice: reload into the new version. */
export function reloadIntoAppUpdate(): void {
  waitingAppUpdate.get()?.()
}
