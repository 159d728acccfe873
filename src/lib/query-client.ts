import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-error'
import { alertFailure, handleUnauthorized } from './session-expiry'

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx or an unusable body will not get better by asking again.
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false
  return failureCount < 1
}

/** The app's query client; tests pass `retry: false` so a failure shows at once. */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleUnauthorized(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        handleUnauthorized(error, mutation.options.meta),
      onSettled: (_data, error, _variables, _context, mutation) => {
        if (error) alertFailure(error, mutation.options.meta)
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retry ? shouldRetry : false },
      // Offline, a mutation would wait and run on reconnect: a seat booked an hour later, a
      // login nobody waits for. Screens check the connection before they send
      // (src/hooks/use-needs-connection.ts); whatever slips through fails now, never later.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
