import type { QueryClient } from '@tanstack/react-query'
import { removeUnknownCaches } from './offline-caches'
import { sessionStore } from './session-store'

/**
 * Nothing of one user may be shown to the next: when the token goes (logout, expiry, another
 * tab) or changes hands, the whole cache goes with it, mutations (and their variables) included,
 * and so does any Cache Storage cache not known to hold none of it. (What was saved in
 * IndexedDB goes too: src/lib/saved-data.ts.)
 */
export function syncQueryCacheWithSession(queryClient: QueryClient): () => void {
  return sessionStore.subscribe((next, previous) => {
    if (next.token === previous.token) return
    if (previous.token) queryClient.clear()
    else queryClient.removeQueries()
    void removeUnknownCaches()
  })
}
