import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '@/lib/http-client'
import { queryRoots } from '@/lib/query-keys'
import { bookingsResponseSchema, type Booking } from './booking-schema'

/** GET /api/bookings (bearer). */
function getBookings(signal?: AbortSignal): Promise<Booking[]> {
  return requestJson('api/bookings', bookingsResponseSchema, { auth: true, signal })
}

export const bookingQueries = {
  all: () => queryRoots.bookings,
  list: () =>
    queryOptions({
      queryKey: [...bookingQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => getBookings(signal),
      // A 401 ends the session and goes to /login (docs/product.md#session).
      meta: { on401: 'end-session' },
    }),
}
