import type { QueryClient } from '@tanstack/react-query'
import type { Booking } from './booking-schema'
import { bookingQueries } from './get-bookings'

/**
 * Every bookings action clears the bookings error (docs/product.md#my-bookings). Changing the cached list
 * with setQueryData does that (the query is a success again); with no list to change, the list
 * query is reset instead (error gone, fetched afresh wherever it is shown).
 */
export async function changeBookingList(
  queryClient: QueryClient,
  change: (list: Booking[]) => Booking[],
): Promise<void> {
  const listKey = bookingQueries.list().queryKey
  const list = queryClient.getQueryData(listKey)
  if (list) queryClient.setQueryData(listKey, change(list))
  else await queryClient.resetQueries({ queryKey: listKey })
}
