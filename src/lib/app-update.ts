/**
 * "A new version is available": set by the service worker registration
 * (src/lib/service-worker.ts), read by the update notice. Never reloads by itself.
 */
let reload: (() => void) | undefined
const listeners = new Set<() => void>()

export function subscribeToAppUpdate(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isAppUpdateWaiting(): boolean {
  return reload !== undefined
}

/** A new version has been downloaded and waits; `reloadIntoIt` switches to it. */
export function announceAppUpdate(reloadIntoIt: () => void): void {
  reload = reloadIntoIt
  for (const listener of listeners) listener()
}

/** The traveller's choice: reload into the new version. */
export function reloadIntoAppUpdate(): void {
  reload?.()
}
