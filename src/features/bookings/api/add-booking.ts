import type { QueryClient } from '@tanstack/react-query'
import { refusal } from '@/lib/api-error'
import { requestJson } from '@/lib/http-client'
import { mutationKeys, queryRoots, type NewBooking } from '@/lib/query-keys'
import { appendBooking } from './booking-list-edits'
import { addBookingResponseSchema, type Booking } from './booking-schema'
import { changeBookingList } from './change-booking-list'

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
  if (response.success === false) throw refusal(response.message, 'Booking failed')
  return { booking: response.booking, message: response.message?.trim() || undefined }
}

/**
 * What every add does, whoever starts it (Book Seat on the bus list): the request, then the
 * bookings rule "add appends the returned booking" (which also clears a bookings error); the
 * profile's bookings and, once the last booking in flight settles, the buses' seat counts are
 * fetched afresh. A caller adds its own onMutate/onError and meta, never onSuccess/onSettled
 * (those would replace these).
 */
export function registerAddBooking(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(mutationKeys.addBooking, {
    mutationFn: (booking: NewBooking) => addBooking(booking),
    meta: { on401: 'end-session' },
    onSuccess: ({ booking }: AddedBooking) =>
      // Without a booking in the answer there is nothing to append: the list is fetched afresh.
      booking
        ? changeBookingList(queryClient, (list) => appendBooking(list, booking))
        : queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
    onSettled: () => {
      const refreshProfile = queryClient.invalidateQueries({ queryKey: queryRoots.profile })
      // A bus refetch now would wipe the optimistic seat count of a booking still in flight.
      if (queryClient.isMutating({ mutationKey: mutationKeys.addBooking }) > 1)
        return refreshProfile
      return Promise.all([
        refreshProfile,
        queryClient.invalidateQueries({ queryKey: queryRoots.buses }),
      ])
    },
  })
}
