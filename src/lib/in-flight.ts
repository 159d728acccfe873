import type { MutationFilters, QueryClient } from '@tanstack/react-query'

/**
 * Whether a mutation that `filters` match is on its way. Synchronous, unlike `isPending`, which
 * reaches the screen on the next render: a second click or submit in the same moment sends nothing.
 */
export function isInFlight(queryClient: QueryClient, filters: MutationFilters): boolean {
  return queryClient.isMutating(filters) > 0
}

/** For a mutation's `onSettled`, where the one settling still counts: whether another is on its way. */
export function isAnotherInFlight(queryClient: QueryClient, filters: MutationFilters): boolean {
  return queryClient.isMutating(filters) > 1
}
