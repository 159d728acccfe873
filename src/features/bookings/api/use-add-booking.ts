import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestJson } from '@/lib/http-client'
import { queryRoots } from '@/lib/query-keys'
import { bookingActionFallbacks, refusal, withActionErrorText } from './booking-action-error'
import { appendBooking } from './booking-list-edits'
import { bookingActionResponseSchema, type Booking } from './booking-schema'
import { changeBookingList } from './change-booking-list'

export interface NewBooking {
  busId: number | string
  seats: number
}

/** POST /api/bookings/ (bearer): the booking the server made, when it sends one back. */
export function addBooking({ busId, seats }: NewBooking): Promise<Booking | undefined> {
  const fallback = bookingActionFallbacks.add
  return withActionErrorText(fallback, async () => {
    const response = await requestJson('api/bookings/', bookingActionResponseSchema, {
      method: 'post',
      json: { bus_id: busId, seats },
      auth: true,
      expireSessionOn401: true,
    })
    if (response.success === false) throw refusal(response.message, fallback)
    return response.booking
  })
}

/** Bookings state "add": appends the returned booking. `error.message` is the text to show. */
export function useAddBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addBooking,
    onSuccess: (booking) =>
      // Without a booking in the answer there is nothing to append: the list is fetched afresh.
      booking
        ? changeBookingList(queryClient, (list) => appendBooking(list, booking))
        : queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
    // Seats were taken from a bus.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.buses }),
  })
}
