/** localStorage that never throws (private mode, quota, disabled storage). */
export const browserStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) window.localStorage.removeItem(key)
      else window.localStorage.setItem(key, value)
    } catch {
      // Storage unavailable: the session lives in memory only.
    }
  },
}

/** Empties this tab's sessionStorage (what forms keep there as drafts); never throws. */
export function clearTabStorage(): void {
  try {
    window.sessionStorage.clear()
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}
