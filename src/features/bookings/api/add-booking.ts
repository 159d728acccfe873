import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { refusal } from '@/lib/api-error'
import { requestJson } from '@/lib/http-client'
import { queryRoots, type NewBooking } from '@/lib/query-keys'
import { m } from '@/paraglide/messages.js'
import { appendBooking } from './booking-list-edits'
import { addBookingResponseSchema, type Booking } from './booking-schema'
import { changeBookingList } from './change-booking-list'
import { bookingQueries } from './get-bookings'

export interface AddedBooking {
  /** The booking the server made, when it sends one back. */
  booking: Booking | undefined
  /** The server's own words on it, when it sends any. */
  message: string | undefined
}

/** POST /api/bookings/ (trailing slash, bearer token): `{ bus_id, seats }`. */
export async function addBooking({ busId, seats }: NewBooking): Promise<AddedBooking> {
  const response = await requestJson('api/bookings/', addBookingResponseSchema, {
    method: 'post',
    json: { bus_id: busId, seats },
    auth: true,
  })
  if (response.success === false) throw refusal(response.message, m.bookings_add_failed())
  return { booking: response.booking, message: response.message?.trim() || undefined }
}

/** The longest a booking's confirmation waits for the bookings list to find the new one. */
const findLimitMs = 3000

/**
 * Adds the booking and finds it: in the answer, or else in the bookings list read again from
 * the server, as the one new booking of that many seats (so the confirmation can open its
 * ticket). Without a list to compare with, offline, or with no single match, it stays unknown.
 */
export async function addBookingAndFindIt(
  queryClient: QueryClient,
  request: NewBooking,
): Promise<AddedBooking> {
  const listKey = bookingQueries.list().queryKey
  const before = queryClient.getQueryData(listKey)
  const added = await addBooking(request)
  if (added.booking || !before || !onlineManager.isOnline()) return added
  // Read from the server, not from the cache another card's booking may just have changed; a
  // read that waits (the connection went) gives up, and the booking stands without its key.
  const after = await Promise.race([
    queryClient.fetchQuery({ ...bookingQueries.list(), staleTime: 0 }).catch(() => undefined),
    new Promise<undefined>((resolve) => setTimeout(resolve, findLimitMs)),
  ])
  const known = new Set(before.map((booking) => String(booking.id)))
  const fresh = after?.filter(
    (booking) => !known.has(String(booking.id)) && booking.seatsBooked === request.seats,
  )
  return fresh?.length === 1 ? { ...added, booking: fresh[0] } : added
}

/**
 * The bookings rule "add appends the returned booking" (which also clears a bookings error);
 * without a booking in the answer there is nothing to append, so the list is fetched afresh.
 */
export function keepAddedBooking(queryClient: QueryClient, { booking }: AddedBooking) {
  return booking
    ? changeBookingList(queryClient, (list) => appendBooking(list, booking))
    : queryClient.invalidateQueries({ queryKey: queryRoots.bookings })
}
