import { createStore } from 'zustand/vanilla'

interface AppUpdateState {
  /** How to switch to the version that waits, or undefined while none waits. */
  reloadIntoIt: (() => void) | undefined
}

/**
 * "A new version is available": set by the service worker registration
 * (src/lib/service-worker.ts), read by the update notice through use-app-update-waiting.ts.
 * None waits on the prerendered page (zustand's server snapshot). Never reloads by itself.
 */
export const appUpdateStore = createStore<AppUpdateState>(() => ({ reloadIntoIt: undefined }))

/** A new version has been downloaded and waits; `reloadIntoIt` switches to it. */
export function announceAppUpdate(reloadIntoIt: () => void): void {
  appUpdateStore.setState({ reloadIntoIt })
}

/** The traveller's choice: reload into the new version. */
export function reloadIntoAppUpdate(): void {
  appUpdateStore.getState().reloadIntoIt?.()
}
