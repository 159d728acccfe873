import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestJson } from '@/lib/http-client'
import { queryRoots } from '@/lib/query-keys'
import { bookingActionFallbacks, refusal, withActionErrorText } from './booking-action-error'
import { replaceBooking } from './booking-list-edits'
import { bookingActionResponseSchema, type Booking, type BookingId } from './booking-schema'
import { changeBookingList } from './change-booking-list'

export interface BookingUpdate {
  id: BookingId
  /** The update data as the backend takes it, e.g. `{ seats: 3 }`. */
  changes: Record<string, unknown>
}

/** PUT /api/bookings/{id} (bearer): `{success, booking, message}`, failed unless success. */
export function updateBooking({ id, changes }: BookingUpdate): Promise<Booking | undefined> {
  const fallback = bookingActionFallbacks.update
  return withActionErrorText(fallback, async () => {
    const response = await requestJson(
      `api/bookings/${encodeURIComponent(String(id))}`,
      bookingActionResponseSchema,
      { method: 'put', json: changes, auth: true, expireSessionOn401: true },
    )
    if (response.success !== true) throw refusal(response.message, fallback)
    return response.booking
  })
}

/**
 * Bookings state "update": the booking with the same id is replaced by the returned one.
 * `error.message` is the text to show.
 */
export function useUpdateBooking() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateBooking,
    onSuccess: (booking) =>
      booking
        ? changeBookingList(queryClient, (list) => replaceBooking(list, booking))
        : queryClient.invalidateQueries({ queryKey: queryRoots.bookings }),
    // The seat count of the bus may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.buses }),
  })
}
