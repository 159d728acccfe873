import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isInFlight } from '@/lib/in-flight'
import { mutationKeys, type NewBooking } from '@/lib/query-keys'
import { m } from '@/paraglide/messages.js'
import type { Bus } from './bus-schema'
import { busQueries, getBuses } from './get-buses'

/** Message functions, called when the hook renders or the alert shows, so they follow the language. */
const seatBookingFailureTexts = {
  sessionExpired: m.buses_session_expired,
  failed: m.buses_booking_failed,
} as const

/** How long a fetched bus list is trusted for the prompt without asking the server again. */
const freshListMs = 30_000
/** The longest a tap on Book Seat waits for the seats to be read again. */
const seatReadLimitMs = 2_000

function withSeats(buses: Bus[], busId: Bus['id'], seats: (current: number) => number): Bus[] {
  return buses.map((bus) =>
    bus.id === busId ? { ...bus, seatsAvailable: Math.max(0, seats(bus.seatsAvailable)) } : bus,
  )
}

/** What the bookings feature's add answers; only the booking's key and total are read here. */
interface AddedBooking {
  booking: { id: string | number; totalPrice: number } | undefined
}

/** A booking made: what the card's confirmation says, and its ticket's key when known. */
export interface SeatsBooked {
  seats: number
  total: number
  reference: string | undefined
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
      // After the login, this bus asks its question again.
      resumeAfterLogin: { book: busId },
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

  /**
   * Whether the list's counts can be offered as they are (docs/product.md#booking-a-seat): it
   * was fetched within the last 30 s. A list restored from the phone is marked invalid until it
   * is fetched again, so it is never fresh.
   */
  function isListFresh(): boolean {
    const list = queryClient.getQueryState(listKey)
    return (
      list?.status === 'success' &&
      !list.isInvalidated &&
      Date.now() - list.dataUpdatedAt < freshListMs
    )
  }

  /**
   * The seats this bus has now, read from the server before the prompt, for at most 2 s. Only
   * this bus's count changes in the cache: another bus may have a booking in flight, whose count
   * a fresh list would undo. When the read fails or takes longer, the count on screen; the
   * server's answer to the booking decides.
   */
  async function readSeats(onScreen: number): Promise<number> {
    const reading = new AbortController()
    let limit: ReturnType<typeof setTimeout> | undefined
    // Past the limit the request is given up, whether or not it stops at once.
    const late = new Promise<undefined>((resolve) => {
      limit = setTimeout(() => {
        reading.abort()
        resolve(undefined)
      }, seatReadLimitMs)
    })
    try {
      const buses = await Promise.race([getBuses(reading.signal), late])
      const found = buses?.find((bus) => bus.id === busId)
      if (!found) return onScreen
      queryClient.setQueryData(
        listKey,
        (list) => list && withSeats(list, busId, () => found.seatsAvailable),
      )
      return found.seatsAvailable
    } catch {
      return onScreen
    } finally {
      clearTimeout(limit)
    }
  }

  /**
   * Books `seats`; `onBooked` gets the total the server charged (else seats × `price`), and the
   * booking's key when the server's answer or the bookings list gives it; `onSettled` either way.
   */
  const book = (
    seats: number,
    price: number,
    on: { booked: (booked: SeatsBooked) => void; settled: () => void },
  ) =>
    mutation.mutate(
      { busId, seats },
      {
        onSuccess: ({ booking }) =>
          on.booked({
            seats,
            total: booking?.totalPrice ?? seats * price,
            reference: booking ? String(booking.id) : undefined,
          }),
        onSettled: on.settled,
      },
    )

  return {
    ...mutation,
    book,
    isListFresh,
    readSeats,
    isInFlight: () => isInFlight(queryClient, { mutationKey }),
  }
}
