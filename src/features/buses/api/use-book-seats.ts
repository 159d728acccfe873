import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-error'
import { dialogs } from '@/lib/dialogs'
import { queryRoots } from '@/lib/query-keys'
import { expireSession } from '@/lib/session-expiry'
import type { Bus } from './bus-schema'
import { bookSeats } from './book-seats'
import { busQueries } from './get-buses'

export const seatBookingFailureTexts = {
  sessionExpired: 'Session expired. Please log in again.',
  failed: 'Booking failed',
} as const

const seatBookingKey = [...queryRoots.buses, 'book-seats'] as const

function withSeats(buses: Bus[], busId: Bus['id'], seats: (current: number) => number): Bus[] {
  return buses.map((bus) =>
    bus.id === busId ? { ...bus, seatsAvailable: Math.max(0, seats(bus.seatsAvailable)) } : bus,
  )
}

/**
 * Books seats on one bus (one hook per card, so each card has its own pending state and
 * message). Optimistic: the bus's count drops at once and comes back on failure; buses and
 * bookings are refreshed when it settles.
 */
export function useBookSeats(busId: Bus['id']) {
  const queryClient = useQueryClient()
  const listKey = busQueries.list().queryKey

  const mutation = useMutation({
    mutationKey: [...seatBookingKey, busId],
    mutationFn: (seats: number) => bookSeats({ busId, seats }),
    onMutate: async (seats) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const previousBuses = queryClient.getQueryData(listKey)
      queryClient.setQueryData(
        listKey,
        (buses) => buses && withSeats(buses, busId, (n) => n - seats),
      )
      return { previousBuses }
    },
    onError: (error, _seats, context) => {
      // Only this bus is rolled back: another bus's booking may be in flight meanwhile.
      const before = context?.previousBuses?.find((bus) => bus.id === busId)
      if (before) {
        queryClient.setQueryData(
          listKey,
          (buses) => buses && withSeats(buses, busId, () => before.seatsAvailable),
        )
      }
      if (error instanceof ApiError && error.isUnauthorized) {
        // SPEC.md point 8, in its order: the alert, then the token goes, then /login.
        dialogs.alert(seatBookingFailureTexts.sessionExpired)
        expireSession()
        return
      }
      console.error('Seat booking failed', error)
      dialogs.alert(seatBookingFailureTexts.failed)
    },
    onSettled: () => {
      const refreshBookings = queryClient.invalidateQueries({ queryKey: queryRoots.bookings })
      // A refetch now would wipe the optimistic count of a booking still in flight; the last
      // booking to settle refreshes the buses.
      if (queryClient.isMutating({ mutationKey: seatBookingKey }) > 1) return refreshBookings
      return Promise.all([
        refreshBookings,
        queryClient.invalidateQueries({ queryKey: queryRoots.buses }),
      ])
    },
  })

  /** Synchronous, unlike `isPending` (which reaches the screen on the next render). */
  const isInFlight = () => queryClient.isMutating({ mutationKey: [...seatBookingKey, busId] }) > 0

  return { ...mutation, isInFlight }
}
