import { hashKey, type DehydratedState, type QueryKey } from '@tanstack/react-query'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import {
  indexedDbStorage,
  savedDataBuster,
  savedDataDatabase,
  savedDataMaxAgeMs,
} from './saved-data-entry'
import { getToken } from './session-store'

/**
 * Saves an answer that arrived before the app runs (the prerendered /buses page's list) beside
 * what this session saved before, in the entry the app restores. Call it while the request is
 * on its way: it reads what is saved then, so at arrival only one write is left.
 *
 * Written here rather than through react-query's persister, which the app uses: that path
 * needs react-query's core and the persister first (a chunk the slow phone of `npm run bench`
 * took about 300 ms more to fetch and run than the list), and the cards would wait for it.
 */
export async function prepareEarlySave(): Promise<
  (queryKey: QueryKey, data: unknown) => Promise<void>
> {
  const storage = indexedDbStorage()
  if (!storage) return () => Promise.resolve()
  const buster = savedDataBuster(getToken())
  const saved = await Promise.resolve(storage.getItem(savedDataDatabase.key))
    .then((text) => (text ? (JSON.parse(text) as PersistedClient) : undefined))
    .catch(() => undefined)
  const usable =
    saved?.buster === buster && Date.now() - saved.timestamp <= savedDataMaxAgeMs
      ? saved.clientState
      : undefined
  return async (queryKey, data) => {
    const now = Date.now()
    const answer: DehydratedState['queries'][number] = {
      queryKey,
      queryHash: hashKey(queryKey),
      dehydratedAt: now,
      state: {
        data,
        dataUpdateCount: 1,
        dataUpdatedAt: now,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    }
    const others = (usable?.queries ?? []).filter((query) => query.queryHash !== answer.queryHash)
    const client: PersistedClient = {
      buster,
      timestamp: now,
      clientState: { mutations: [], queries: [...others, answer] },
    }
    await storage.setItem(savedDataDatabase.key, JSON.stringify(client))
  }
}
