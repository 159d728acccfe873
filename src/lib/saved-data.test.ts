import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { createStore, get, set } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './query-client'
import { queryRoots } from './query-keys'
import { startSavedData } from './saved-data'
import {
  indexedDbStorage,
  savedDataBuster,
  savedDataDatabase,
  savedDataMaxAgeMs,
  savedDataSchemaVersion,
} from './saved-data-entry'
import { savedQueriesStore } from './saved-queries'
import { endSession, startSession } from './session-store'
import { seedCredentials } from '../../mocks/seed'

const busesKey = [...queryRoots.buses, 'list']
const bookingsKey = [...queryRoots.bookings, 'list']
const profileKey = [...queryRoots.profile, 'detail']
const buses = [{ id: 1, name: 'Coast Express' }]
const bookings = [{ id: 7, busName: 'Lake Shuttle' }]
const profile = { username: 'brian', email: seedCredentials.brian.email }
const user = { id: 2, username: 'brian', email: seedCredentials.brian.email }

const store = createStore(savedDataDatabase.name, savedDataDatabase.store)
const savedText = () => get<string>(savedDataDatabase.key, store)
const stops: (() => void)[] = []

afterEach(async () => {
  vi.useRealTimers()
  for (const stop of stops.splice(0)) stop()
  await set(savedDataDatabase.key, undefined, store)
})

async function start(queryClient: QueryClient) {
  const stop = await startSavedData(queryClient)
  stops.push(stop)
  return stop
}

/** A query client whose saved data has started, in `token`'s session when one is given. */
async function started(token?: string) {
  if (token) startSession(token, user)
  const queryClient = createQueryClient({ retry: false })
  await start(queryClient)
  return queryClient
}

/** Waits for the (throttled) save to reach IndexedDB and returns what it holds. */
async function waitForSave(check: (text: string) => boolean): Promise<string> {
  let text = ''
  await vi.waitFor(
    async () => {
      text = (await savedText()) ?? ''
      expect(check(text)).toBe(true)
    },
    { timeout: 4000, interval: 50 },
  )
  return text
}

const fetchedAt = Date.UTC(2026, 0, 5, 11, 5)

/** Saves `entries` (Brian's bookings by default) in his session; returns a client to restore into. */
async function saveThenRestore(entries: [unknown[], object][] = [[bookingsKey, bookings]]) {
  startSession('token-brian', user)
  const first = createQueryClient({ retry: false })
  const stop = await start(first)
  for (const [key, data] of entries) first.setQueryData(key, data, { updatedAt: fetchedAt })
  await waitForSave((saved) => entries.every(([, data]) => saved.includes(JSON.stringify(data))))
  stop()
  return createQueryClient({ retry: false })
}

describe('the buster', () => {
  it('changes with the saved shape and with the session, and tells visitors apart from users', () => {
    expect(savedDataBuster(null, 1)).toBe('v1|visitor')
    expect(savedDataBuster(null, 2)).not.toBe(savedDataBuster(null, 1))
    expect(savedDataBuster('token-a', 1)).not.toBe(savedDataBuster('token-b', 1))
    expect(savedDataBuster('token-a', 1)).not.toContain('token-a')
    expect(savedDataBuster('token-a')).toBe(savedDataBuster('token-a', savedDataSchemaVersion))
  })

  it('does not depend on the app build: a new build with the same saved shape keeps the data', async () => {
    vi.stubEnv('VITE_APP_BUILD', '0.1.0+old')
    vi.resetModules()
    const before = (await import('./saved-data-entry')).savedDataBuster('token-a')
    vi.stubEnv('VITE_APP_BUILD', '0.1.0+new')
    vi.resetModules()
    const after = (await import('./saved-data-entry')).savedDataBuster('token-a')
    vi.unstubAllEnvs()
    expect(after).toBe(before)
  })
})

describe('what is saved, and when', () => {
  it('saves only the bus list, bookings and profile; keeps them in memory; says which until logout', async () => {
    const queryClient = await started('token-brian')
    queryClient.setQueryData(busesKey, buses)
    queryClient.setQueryData(bookingsKey, bookings, { updatedAt: 1234 })
    queryClient.setQueryData(profileKey, profile)
    queryClient.setQueryData(['something-else'], { secret: 'not saved' })
    // A login in flight: its variables hold a password.
    const login = queryClient.getMutationCache().build(queryClient, {
      mutationKey: ['auth', 'login'],
      mutationFn: () => new Promise(() => {}),
    })
    void login.execute(seedCredentials.brian)

    const text = await waitForSave((saved) => saved.includes(seedCredentials.brian.email))
    const saved = JSON.parse(text) as {
      buster: string
      clientState: { queries: { queryKey: unknown }[]; mutations: unknown[] }
    }
    expect(saved.buster).toBe(savedDataBuster('token-brian'))
    expect(saved.clientState.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([busesKey, bookingsKey, profileKey]),
    )
    expect(saved.clientState.queries).toHaveLength(3)
    expect(saved.clientState.mutations).toEqual([])
    expect(text).not.toContain(seedCredentials.brian.password)
    expect(text).not.toContain('not saved')
    // Kept in memory as long as they may be saved: bookings for good.
    expect(queryClient.getQueryCache().find({ queryKey: bookingsKey })?.gcTime).toBe(Infinity)
    expect(queryClient.getQueryCache().find({ queryKey: busesKey })?.gcTime).toBe(savedDataMaxAgeMs)
    // Which data is on the device, once it is written; forgotten at logout.
    const hash = queryClient.getQueryCache().find({ queryKey: bookingsKey })!.queryHash
    await vi.waitFor(() => expect(savedQueriesStore.getState().saved.get(hash)).toBe(1234))
    endSession()
    expect(savedQueriesStore.getState().saved.size).toBe(0)
  })

  it('never saves a query that failed or is still loading', async () => {
    const queryClient = await started()
    await queryClient
      .fetchQuery({ queryKey: bookingsKey, queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => {})
    void queryClient.prefetchQuery({ queryKey: profileKey, queryFn: () => new Promise(() => {}) })
    queryClient.setQueryData(busesKey, buses)
    const text = await waitForSave((saved) => saved.includes('Coast Express'))
    const { clientState } = JSON.parse(text) as { clientState: { queries: unknown[] } }
    expect(clientState.queries).toHaveLength(1)
  })

  it('writes each answer the moment it arrives, with no quiet moment a page load could cut short', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    // Storage whose calls settle in microtasks only, so the fake clock decides every wait.
    const writes: string[] = []
    const storage = {
      getItem: () => Promise.resolve(writes.at(-1)),
      setItem: (_key: string, value: string) => Promise.resolve(void writes.push(value)),
      removeItem: () => Promise.resolve(),
    }
    const queryClient = createQueryClient({ retry: false })
    stops.push(await startSavedData(queryClient, storage))
    queryClient.setQueryData(busesKey, buses)
    // Arrives while the first answer is being written: saved right after it.
    queryClient.setQueryData(bookingsKey, bookings)
    await vi.advanceTimersByTimeAsync(5)
    expect(writes.at(-1)).toContain('Coast Express')
    expect(writes.at(-1)).toContain('Lake Shuttle')
  })
})

describe('restoring', () => {
  it('drops what was saved in another shape (the buster)', async () => {
    const next = await saveThenRestore()
    const saved = JSON.parse((await savedText()) ?? '') as object
    const buster = savedDataBuster('token-brian', savedDataSchemaVersion - 1)
    await set(savedDataDatabase.key, JSON.stringify({ ...saved, buster }), store)
    await start(next)
    expect(next.getQueryData(bookingsKey)).toBeUndefined()
    expect(await savedText()).toBeUndefined()
  })

  it('puts back bookings whatever their age, with their time; drops a bus list or profile past 7 days', async () => {
    await saveThenRestore([
      [bookingsKey, bookings],
      [busesKey, buses],
      [profileKey, profile],
    ])
    vi.spyOn(Date, 'now').mockReturnValue(fetchedAt + 60 * savedDataMaxAgeMs)
    const next = await started()
    expect(next.getQueryData(bookingsKey)).toEqual(bookings)
    expect(next.getQueryState(bookingsKey)?.dataUpdatedAt).toBe(fetchedAt)
    // A fallback: online, the screen still asks the server.
    expect(next.getQueryCache().find({ queryKey: bookingsKey })?.isStale()).toBe(true)
    expect(next.getQueryData(busesKey)).toBeUndefined()
    expect(next.getQueryData(profileKey)).toBeUndefined()
    const hash = next.getQueryCache().find({ queryKey: bookingsKey })!.queryHash
    expect(savedQueriesStore.getState().saved.get(hash)).toBe(fetchedAt)
  })

  it('leaves a bus list still loading when the restore ends: only saved data can be too old', async () => {
    startSession('token-brian', user)
    const next = createQueryClient({ retry: false })
    let answer: (value: typeof buses) => void = () => {}
    const loading = next.fetchQuery({
      queryKey: busesKey,
      queryFn: () => new Promise<typeof buses>((resolve) => (answer = resolve)),
    })
    await start(next)
    answer(buses)
    await expect(loading).resolves.toEqual(buses)
    expect(next.getQueryData(busesKey)).toEqual(buses)
  })

  it("never restores one traveller's data for another", async () => {
    await saveThenRestore()
    // The storage still holds Brian's bookings, as if his logout never ran; Amina logs in.
    startSession('token-amina', { id: 1, username: 'amina', email: seedCredentials.amina.email })
    const next = await started()
    expect(next.getQueryData(bookingsKey)).toBeUndefined()
  })

  it('uses IndexedDB when the browser has it, and starts without saved data when it is broken', async () => {
    expect(indexedDbStorage()).toBeDefined()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const queryClient = new QueryClient()
    const fail = () => Promise.reject(new Error('IndexedDB is broken'))
    const broken = { getItem: fail, setItem: fail, removeItem: fail }
    const stop = await startSavedData(queryClient, broken)
    stop()
    expect(queryClient.getQueryCache().getAll()).toEqual([])
  })
})

describe('when the session ends or changes hands', () => {
  it('a new login, and a logout, remove what was saved; what is saved later holds nothing of it', async () => {
    const queryClient = await started('token-before')
    queryClient.setQueryData(profileKey, profile)
    await waitForSave((saved) => saved.includes(seedCredentials.brian.email))
    // A new login removes what the previous session saved.
    startSession('token-brian', user)
    await vi.waitFor(async () => expect(await savedText()).toBeUndefined())

    // Logout removes what was saved.
    queryClient.setQueryData(profileKey, profile)
    await waitForSave((saved) => saved.includes(seedCredentials.brian.email))
    queryClient.setQueryData(bookingsKey, bookings)
    endSession()
    queryClient.clear()
    queryClient.setQueryData(busesKey, buses)
    // What is saved from now on is the visitor's, and the save that was waiting is dropped.
    const text = await waitForSave((saved) => saved.includes('Coast Express'))
    expect(JSON.parse(text)).toMatchObject({ buster: savedDataBuster(null) })
    expect(text).not.toContain('brian')
    expect(text).not.toContain('Lake Shuttle')
  })

  it('a logout while a slow IndexedDB restores brings nothing of the traveller back', async () => {
    await saveThenRestore()
    const next = createQueryClient({ retry: false })
    // The same IndexedDB, whose first read answers only when the test lets it.
    const idb = indexedDbStorage()!
    let answer: () => void = () => {}
    const held = new Promise<void>((resolve) => (answer = resolve))
    const slow = {
      ...idb,
      getItem: async (key: string) => {
        const text = await idb.getItem(key)
        await held
        return text
      },
    }
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const starting = startSavedData(next, slow)
    // The first screen stops waiting after 2 s; the traveller then logs out.
    await vi.advanceTimersByTimeAsync(2000)
    stops.push(await starting)
    vi.useRealTimers()
    endSession()
    next.clear()
    answer()
    next.setQueryData(busesKey, buses)
    const text = await waitForSave((saved) => saved.includes('Coast Express'))
    expect(next.getQueryData(bookingsKey)).toBeUndefined()
    expect(JSON.parse(text)).toMatchObject({ buster: savedDataBuster(null) })
    expect(text).not.toContain('Lake Shuttle')
  })
})
