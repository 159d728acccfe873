import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-error'

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx or an unusable body will not get better by asking again.
  if (error instanceof ApiError && error.status !== undefined && error.status < 500) return false
  return failureCount < 1
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  })
}
