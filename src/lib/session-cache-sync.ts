import type { QueryClient } from '@tanstack/react-query'
import { useSessionStore } from './session-store'

/**
 * Nothing of one user may be shown to the next: when the token goes (logout, expiry, another
 * tab) or changes hands, the whole cache goes with it, mutations (and their variables) included.
 */
export function syncQueryCacheWithSession(queryClient: QueryClient): () => void {
  return useSessionStore.subscribe((next, previous) => {
    if (next.token === previous.token) return
    if (previous.token) queryClient.clear()
    else queryClient.removeQueries()
  })
}
