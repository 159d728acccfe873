import type { AsyncStorage } from '@tanstack/react-query-persist-client'
import { createStore, del, get, set } from 'idb-keyval'
import { oneWayTag } from './one-way-tag'

/**
 * The one IndexedDB entry that holds what is saved for offline use, in the shape of
 * react-query's persister (src/lib/saved-data.ts), and who may read it.
 */

/**
 * A saved bus list or profile older than a week is dropped rather than shown; saved bookings
 * are kept whatever their age, since a ticket must open at the bus door (docs/product.md#offline).
 */
export const savedDataMaxAgeMs = 7 * 24 * 60 * 60 * 1000

/** Where it lives: one IndexedDB database, one entry. */
export const savedDataDatabase = { name: 'matatu-saved-data', store: 'queries', key: 'cache' }

/** A one-way tag of the token: data saved in one session is never restored in another. */
const sessionTag = (token: string | null) => (token ? oneWayTag(token) : 'visitor')

/**
 * The shape of what is saved: the models of the bus list, bookings and profile (their zod
 * outputs) as the persister writes them. Raise it whenever one of those models changes, so a
 * new version of the app drops data it could not read; any other update keeps it.
 */
export const savedDataSchemaVersion = 1

/** Saved data is restored only in the same session, by an app that reads the same shape. */
export function savedDataBuster(token: string | null, schema = savedDataSchemaVersion): string {
  return `v${schema}|${sessionTag(token)}`
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
