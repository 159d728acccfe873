import { hydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import {
  persistQueryClientSubscribe,
  type AsyncStorage,
  type PersistedClient,
} from '@tanstack/react-query-persist-client'
import { queryRoots } from './query-keys'
import { setSavedQueries } from './saved-queries'
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
  // What the write under way holds: published once it is on the device (see saved-queries.ts).
  let writing: ReadonlyMap<string, number> = new Map()
  return createAsyncStoragePersister({
    storage: {
      ...storage,
      setItem: async (key, value) => {
        await storage.setItem(key, value)
        setSavedQueries(writing)
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

type SavedDataPersister = ReturnType<typeof savedDataPersister>

/**
 * Puts back what was saved, if this session saved it and is still the session once the device
 * has answered: a logout or a login while IndexedDB reads must not bring the last traveller's
 * data back, on screen or into the next save. A copy of another session, another saved shape,
 * or one that cannot be read is removed. Then a bus list or profile older than a week is
 * dropped (seats and details that old mislead), and what came back counts as stale: online,
 * every screen still asks the server.
 */
async function restoreSavedData(queryClient: QueryClient, persister: SavedDataPersister) {
  const session = currentBuster()
  try {
    const saved = await persister.restoreClient()
    // The session changed while the device read: that change removed the copy, and nothing of
    // the last session may come back.
    if (session !== currentBuster() || !saved) return
    if (saved.buster !== session) return await persister.removeClient()
    hydrate(queryClient, saved.clientState)
  } catch {
    return void (await Promise.resolve(persister.removeClient()).catch(() => {}))
  }
  dropAged(queryClient)
  setSavedQueries(savedInCache(queryClient))
  await queryClient.invalidateQueries({ predicate: isSaved, refetchType: 'none' })
}

/**
 * Restores what this session saved (before the first route loads, so loaders find it), then
 * saves the bus list, bookings and profile as they change. When the token goes or changes hands
 * (logout, expiry, another tab), what was saved is removed and saving starts afresh for the new
 * session: from the start, even while the restore is still waiting for the device. Returns a
 * function that stops it.
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
  const subscribe = () =>
    persistQueryClientSubscribe({
      queryClient,
      persister,
      buster: currentBuster(),
      dehydrateOptions: savedDataDehydrateOptions,
    })
  let stopSaving: (() => void) | undefined
  const stopFollowingSession = sessionStore.subscribe((next, previous) => {
    if (next.token === previous.token) return
    stopSaving?.()
    setSavedQueries(new Map())
    void Promise.resolve(persister.removeClient()).catch(() => {})
    if (stopSaving) stopSaving = subscribe()
  })
  // The first screen waits for the device, but not for long: a stuck IndexedDB costs at most
  // restoreTimeoutMs, and its late answer is still checked against the session.
  await Promise.race([
    restoreSavedData(queryClient, persister),
    new Promise((resolve) => setTimeout(resolve, restoreTimeoutMs)),
  ])
  stopSaving = subscribe()
  return () => {
    stopFollowingSession()
    stopSaving?.()
  }
}
