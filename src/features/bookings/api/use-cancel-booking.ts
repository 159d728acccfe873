import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { dialogs } from '@/lib/dialogs'
import { requestJson } from '@/lib/http-client'
import { queryRoots } from '@/lib/query-keys'
import { bookingActionFallbacks, refusal, withActionErrorText } from './booking-action-error'
import { removeBooking, restoreBooking } from './booking-list-edits'
import { bookingActionResponseSchema, type BookingId } from './booking-schema'
import { changeBookingList } from './change-booking-list'
import { bookingQueries } from './get-bookings'

/** DELETE /api/bookings/{id} (bearer): `{success, message}`, failed unless success. */
export function cancelBooking(id: BookingId): Promise<void> {
  const fallback = bookingActionFallbacks.cancel
  return withActionErrorText(fallback, async () => {
    const response = await requestJson(
      `api/bookings/${encodeURIComponent(String(id))}`,
      bookingActionResponseSchema,
      { method: 'delete', auth: true, expireSessionOn401: true },
    )
    if (response.success !== true) throw refusal(response.message, fallback)
  })
}

const cancelBookingKey = [...queryRoots.bookings, 'cancel'] as const

/**
 * DESIGN.md §6.3: the booking leaves the cached list at once; on failure it goes back where it
 * was and the alert gives the server's text or 'Failed to delete booking'.
 */
export function useCancelBooking() {
  const queryClient = useQueryClient()
  const listKey = bookingQueries.list().queryKey
  const mutation = useMutation({
    mutationKey: cancelBookingKey,
    mutationFn: cancelBooking,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const previousBookings = queryClient.getQueryData(listKey)
      await changeBookingList(queryClient, (list) => removeBooking(list, id))
      return { previousBookings }
    },
    onError: (error, id, context) => {
      // A 401 has ended the session and emptied the cache: nothing to put back, no alert.
      if (error instanceof ApiError && error.isUnauthorized) return
      const previous = context?.previousBookings
      if (previous) {
        // No list any more (a logout emptied the cache meanwhile): nothing to put it back into.
        queryClient.setQueryData(listKey, (list) => list && restoreBooking(list, previous, id))
      }
      dialogs.alert(error.message)
    },
    onSettled: () => {
      // The seats went back to the bus.
      const refreshBuses = queryClient.invalidateQueries({ queryKey: queryRoots.buses })
      // A refetch now could bring back a booking whose cancel is still in flight.
      if (queryClient.isMutating({ mutationKey: cancelBookingKey }) > 1) return refreshBuses
      return Promise.all([refreshBuses, queryClient.invalidateQueries({ queryKey: listKey })])
    },
  })

  /**
   * Synchronous, unlike `isPending`: true while a cancel of this booking is on its way, so a
   * double click neither asks twice nor sends DELETE twice.
   */
  const isInFlight = (id: BookingId) =>
    queryClient.isMutating({
      mutationKey: cancelBookingKey,
      predicate: (pending) => String(pending.state.variables) === String(id),
    }) > 0

  return { ...mutation, isInFlight }
}
