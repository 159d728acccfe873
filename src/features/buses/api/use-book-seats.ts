import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isInFlight } from '@/lib/in-flight'
import { mutationKeys, type NewBooking } from '@/lib/query-keys'
import { m } from '@/paraglide/messages.js'
import type { Bus } from './bus-schema'
import { busQueries } from './get-buses'

/** Message functions, called when the hook renders or the alert shows, so they follow the language. */
const seatBookingFailureTexts = {
  sessionExpired: m.buses_session_expired,
  failed: m.buses_booking_failed,
} as const

function withSeats(buses: Bus[], busId: Bus['id'], seats: (current: number) => number): Bus[] {
  return buses.map((bus) =>
    bus.id === busId ? { ...bus, seatsAvailable: Math.max(0, seats(bus.seatsAvailable)) } : bus,
  )
}

/** What the bookings feature's add answers; only the booking's total is read here. */
interface AddedBooking {
  booking: { totalPrice: number } | undefined
}

/**
 * Books seats on one bus (one hook per card, so each card has its own pending state and
 * message) through the bookings feature's add call, registered under `mutationKeys.addBooking`:
 * it sends the request and updates the bookings. Here, optimistically, the bus's count drops at
 * once and comes back on failure; a 401 alerts first, then ends the session
 * (docs/product.md#booking-a-seat).
 */
export function useBookSeats(busId: Bus['id']) {
  const queryClient = useQueryClient()
  const listKey = busQueries.list().queryKey
  const mutationKey = [...mutationKeys.addBooking, busId]

  const mutation = useMutation<AddedBooking, Error, NewBooking, { previousBuses?: Bus[] }>({
    mutationKey,
    meta: {
      // Read on each render: the card re-renders when the language changes.
      on401: { alert: seatBookingFailureTexts.sessionExpired() },
      alertOnError: () => seatBookingFailureTexts.failed(),
    },
    onMutate: async ({ seats }) => {
      await queryClient.cancelQueries({ queryKey: listKey })
      const previousBuses = queryClient.getQueryData(listKey)
      queryClient.setQueryData(
        listKey,
        (buses) => buses && withSeats(buses, busId, (n) => n - seats),
      )
      return { previousBuses }
    },
    onError: (_error, _booking, context) => {
      // Only this bus is rolled back: another bus's booking may be in flight meanwhile.
      const before = context?.previousBuses?.find((bus) => bus.id === busId)
      if (before) {
        queryClient.setQueryData(
          listKey,
          (buses) => buses && withSeats(buses, busId, () => before.seatsAvailable),
        )
      }
    },
  })

  /** Books `seats`; `onBooked` gets the total the server charged (else seats × price). */
  const book = (seats: number, onBooked: (total: number | undefined) => void) =>
    mutation.mutate({ busId, seats }, { onSuccess: ({ booking }) => onBooked(booking?.totalPrice) })

  return { ...mutation, book, isInFlight: () => isInFlight(queryClient, { mutationKey }) }
}
