import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '@/lib/http-client'
import { queryRoots } from '@/lib/query-keys'
import { bookingsResponseSchema, type Booking } from './booking-schema'

/** GET /api/bookings (bearer). A 401 ends the session and goes to /login (SPEC.md point 4). */
export function getBookings(signal?: AbortSignal): Promise<Booking[]> {
  return requestJson('api/bookings', bookingsResponseSchema, {
    auth: true,
    expireSessionOn401: true,
    signal,
  })
}

export const bookingQueries = {
  all: () => queryRoots.bookings,
  list: () =>
    queryOptions({
      queryKey: [...bookingQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getBookings(signal),
    }),
}
