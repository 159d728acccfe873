/**
 * A value kept outside React that components read through useSyncExternalStore (`get` and
 * `subscribe` are stable). For app-wide signals that are neither server data (react-query) nor
 * the session or a setting (zustand): the toast, an app update waiting.
 */
export interface WatchedValue<T> {
  get: () => T
  /** The value it started with: what the build prerendered. */
  initial: () => T
  set: (value: T) => void
  subscribe: (listener: () => void) => () => void
}

export function watchedValue<T>(initial: T): WatchedValue<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    initial: () => initial,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
