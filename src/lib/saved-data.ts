import type { Query, QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type AsyncStorage,
  type PersistedClient,
} from '@tanstack/react-query-persist-client'
import { queryRoots } from './query-keys'
import { savedQueries } from './saved-queries'
import {
  indexedDbStorage,
  savedDataBuster,
  savedDataDatabase,
  savedDataMaxAgeMs,
} from './saved-data-entry'
import { getToken, sessionStore } from './session-store'

/** The longest the first screen waits for what was saved. */
const restoreTimeoutMs = 2000

const savedRoots: readonly (readonly string[])[] = [
  queryRoots.buses,
  queryRoots.bookings,
  queryRoots.profile,
]

/** Bookings are kept whatever their age: a ticket must open at the bus door, however late. */
const keptWhateverTheirAge = (query: Query) => query.queryKey[0] === queryRoots.bookings[0]

/**
 * Only the bus list, the bookings and the profile are saved, and only as last fetched
 * successfully; never a mutation (login and register variables hold a password).
 */
const isSaved = (query: Query) => savedRoots.some((root) => root[0] === query.queryKey[0])

const savedDataDehydrateOptions = {
  shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && isSaved(query),
  shouldDehydrateMutation: () => false,
}

/**
 * The one IndexedDB entry, written as soon as something changes: the persister's throttle is
 * off, so an answer is saved the moment it arrives rather than up to a second later, when the
 * traveller may have left the page. Changes made while a save is writing are saved together
 * right after it.
 */
function savedDataPersister(storage: AsyncStorage<string>) {
  // What the write under way holds: published once it is on the device (see savedQueries).
  let writing: ReadonlyMap<string, number> = new Map()
  return createAsyncStoragePersister({
    storage: {
      ...storage,
      setItem: async (key, value) => {
        await storage.setItem(key, value)
        savedQueries.set(writing)
      },
    },
    key: savedDataDatabase.key,
    throttleTime: 0,
    serialize: (client: PersistedClient) => {
      // A save still waiting when the session changed belongs to the last traveller: dropped.
      if (client.buster !== currentBuster()) throw new Error('Saved data of an ended session')
      writing = new Map(
        client.clientState.queries.map((query) => [query.queryHash, query.state.dataUpdatedAt]),
      )
      return JSON.stringify(client)
    },
  })
}

/** What the cache holds of the saved queries: after a restore, that is what the device holds. */
function savedInCache(queryClient: QueryClient): ReadonlyMap<string, number> {
  return new Map(
    queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => isSaved(query) && query.state.status === 'success' })
      .map((query) => [query.queryHash, query.state.dataUpdatedAt]),
  )
}

/**
 * The restore keeps everything saved by this session, whatever its age; a bus list or profile
 * older than savedDataMaxAgeMs is then dropped, since seats and details that old mislead.
 */
function dropAged(queryClient: QueryClient, now = Date.now()): void {
  queryClient.removeQueries({
    // A query with no data yet (a route may already be loading it) has no age: removing it
    // would cancel its fetch, and the screen would say it failed.
    predicate: (query) =>
      query.state.data !== undefined &&
      isSaved(query) &&
      !keptWhateverTheirAge(query) &&
      now - query.state.dataUpdatedAt > savedDataMaxAgeMs,
  })
}

const currentBuster = () => savedDataBuster(getToken())

/**
 * Restores what this session saved (before the first route loads, so loaders find it), then
 * saves the bus list, bookings and profile as they change. When the token goes or changes hands
 * (logout, expiry, another tab), what was saved is removed and saving starts afresh for the new
 * session. Returns a function that stops it.
 */
export async function startSavedData(
  queryClient: QueryClient,
  storage: AsyncStorage<string> | undefined = indexedDbStorage(),
): Promise<() => void> {
  // Kept in memory as long as they may be saved, so a list left a while ago is still saved.
  for (const root of savedRoots) {
    const keptForever = root[0] === queryRoots.bookings[0]
    queryClient.setQueryDefaults(root, { gcTime: keptForever ? Infinity : savedDataMaxAgeMs })
  }
  if (!storage) return () => {}

  const persister = savedDataPersister(storage)
  const options = () => ({
    queryClient,
    persister,
    buster: currentBuster(),
    dehydrateOptions: savedDataDehydrateOptions,
  })

  // A broken or unreadable copy is removed by the restore; the app starts without it, and
  // without waiting long for a stuck IndexedDB (a late restore never overwrites newer data).
  const restored = persistQueryClientRestore({ ...options(), maxAge: Infinity }).then(() => {
    dropAged(queryClient)
    savedQueries.set(savedInCache(queryClient))
    // Saved data is a fallback: it counts as stale, so online every screen still asks the
    // server (a save cut short by a reload would otherwise hide newer data for a while).
    return queryClient.invalidateQueries({ predicate: isSaved, refetchType: 'none' })
  })
  await Promise.race([
    restored.catch(() => {}),
    new Promise((resolve) => setTimeout(resolve, restoreTimeoutMs)),
  ])
  let stopSaving = persistQueryClientSubscribe(options())
  const stopFollowingSession = sessionStore.subscribe((next, previous) => {
    if (next.token === previous.token) return
    stopSaving()
    savedQueries.set(new Map())
    void Promise.resolve(persister.removeClient()).catch(() => {})
    stopSaving = persistQueryClientSubscribe(options())
  })
  return () => {
    stopFollowingSession()
    stopSaving()
  }
}
