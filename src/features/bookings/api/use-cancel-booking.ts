import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refusal } from '@/lib/api-error'
import { failureText } from '@/lib/failure-text'
import { requestJson } from '@/lib/http-client'
import { isAnotherInFlight, isInFlight } from '@/lib/in-flight'
import { queryRoots } from '@/lib/query-keys'
import { showToast } from '@/lib/toast-store'
import { m } from '@/paraglide/messages.js'
import { removeBooking, restoreBooking } from './booking-list-edits'
import { bookingActionResponseSchema, type BookingId } from './booking-schema'
import { changeBookingList } from './change-booking-list'
import { bookingQueries } from './get-bookings'

/** DELETE /api/bookings/{id} (bearer): `{success, message}`, failed unless success. */
async function cancelBooking(id: BookingId): Promise<void> {
  const response = await requestJson(
    `api/bookings/${encodeURIComponent(String(id))}`,
    bookingActionResponseSchema,
    { method: 'delete', auth: true },
  )
  if (response.success !== true) throw refusal(response.message, m.bookings_cancel_failed())
}

const cancelBookingKey = [...queryRoots.bookings, 'cancel'] as const

/**
 * The booking leaves the cached list at once; on failure it goes back where it was and the
 * alert gives the server's text or 'Failed to delete booking'; a 401 ends the session instead
 * (docs/product.md#my-bookings).
 */
export function useCancelBooking() {
  const queryClient = useQueryClient()
  const listKey = bookingQueries.list().queryKey
  const mutation = useMutation({
    mutationKey: cancelBookingKey,
    mutationFn: cancelBooking,
    meta: {
      on401: 'end-session',
      alertOnError: (error) => failureText(error, m.bookings_cancel_failed()),
    },
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const previousBookings = queryClient.getQueryData(listKey)
      await changeBookingList(queryClient, (list) => removeBooking(list, id))
      return { previousBookings }
    },
    // Here, not in mutate(): the list (and this hook with it) may be gone by the time it settles.
    // The card is already gone by then: the toast says the cancel went through.
    onSuccess: () => showToast({ text: m.bookings_cancelled }),
    onError: (_error, id, context) => {
      const previous = context?.previousBookings
      // No list any more (a 401 or a logout emptied the cache): nothing to put it back into.
      if (previous) {
        queryClient.setQueryData(listKey, (list) => list && restoreBooking(list, previous, id))
      }
    },
    onSettled: () => {
      // The seats went back to the bus; the profile lists the bookings too.
      const refreshOthers = Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.buses }),
        queryClient.invalidateQueries({ queryKey: queryRoots.profile }),
      ])
      // A refetch now could bring back a booking whose cancel is still in flight.
      if (isAnotherInFlight(queryClient, { mutationKey: cancelBookingKey })) return refreshOthers
      return Promise.all([refreshOthers, queryClient.invalidateQueries({ queryKey: listKey })])
    },
  })

  /** True while a cancel of this booking is on its way: a double click neither asks nor sends twice. */
  const isCancelling = (id: BookingId) =>
    isInFlight(queryClient, {
      mutationKey: cancelBookingKey,
      predicate: (pending) => String(pending.state.variables) === String(id),
    })

  return { ...mutation, isInFlight: isCancelling }
}
