import type { Booking } from '../api/booking-schema'

/** What the ticket reads of a bus from the bus list: given by the route, which owns both lists. */
export interface TicketBus {
  name: string
  route: string
  departure: string | null
  imageUrl: string | null
}

/** The booking whose key is `reference` (7 and '7' are one booking), if it is in the list. */
export function findBooking(bookings: readonly Booking[], reference: string): Booking | undefined {
  return bookings.find((booking) => String(booking.id) === reference)
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The bus of a booking: the backend's booking names its bus and route but carries no id of it,
 * so only a bus of that name on that route counts (a name alone can run several routes).
 */
export function findTicketBus(
  buses: readonly TicketBus[] | undefined,
  booking: Booking,
): TicketBus | undefined {
  return buses?.find(
    (bus) => sameText(bus.name, booking.busName) && sameText(bus.route, booking.route),
  )
}

/** Who travels: the traveller's username, or the email where there is none. */
export function passengerName(
  user: { username?: string | null; email?: string | null } | null,
): string {
  return user?.username?.trim() || user?.email?.trim() || ''
}
