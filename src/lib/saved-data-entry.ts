import type { AsyncStorage } from '@tanstack/react-query-persist-client'
import { createStore, del, get, set } from 'idb-keyval'

/**
 * The one IndexedDB entry that holds what is saved for offline use, in the shape of
 * react-query's persister (src/lib/saved-data.ts), and who may read it.
 */

/** Saved data older than a week is dropped rather than shown (docs/product.md#offline). */
export const savedDataMaxAgeMs = 7 * 24 * 60 * 60 * 1000

/** Where it lives: one IndexedDB database, one entry. */
export const savedDataDatabase = { name: 'matatu-saved-data', store: 'queries', key: 'cache' }

/** A short, one-way tag of the token: data saved in one session is never restored in another. */
function sessionTag(token: string | null): string {
  if (!token) return 'visitor'
  let hash = 0x811c9dc5
  for (let index = 0; index < token.length; index++) {
    hash = Math.imul(hash ^ token.charCodeAt(index), 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/** The app build (version + build id, set by vite.config.ts): a new build drops what was saved. */
export const appBuild: string = import.meta.env.VITE_APP_BUILD ?? 'dev'

/** Saved data is restored only by the same build in the same session. */
export function savedDataBuster(token: string | null, build = appBuild): string {
  return `${build}|${sessionTag(token)}`
}

/** IndexedDB through idb-keyval; undefined where the browser has none (nothing is saved then). */
export function indexedDbStorage(): AsyncStorage<string> | undefined {
  if (typeof indexedDB === 'undefined') return undefined
  let store: ReturnType<typeof createStore>
  try {
    store = createStore(savedDataDatabase.name, savedDataDatabase.store)
  } catch {
    // Opening can throw at once where storage is denied (sandboxed frames): nothing is saved.
    return undefined
  }
  return {
    getItem: (key) => get<string>(key, store),
    setItem: (key, value) => set(key, value, store),
    removeItem: (key) => del(key, store),
  }
}
