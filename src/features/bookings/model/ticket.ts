import type { Booking } from '../api/booking-schema'

/** What the ticket reads of a bus from the bus list: given by the route, which owns both lists. */
export interface TicketBus {
  name: string
  route: string
  departure: string | null
  imageUrl: string | null
}

/**
 * One ticket as it shows and as it is kept on the phone: the booking, who travels, and what the
 * bus list said of its bus (null where the list had no such bus).
 */
export interface Ticket {
  reference: string
  busName: string
  route: string
  seatsBooked: number
  totalPrice: number
  passenger: string
  bus: { departure: string | null; imageUrl: string | null } | null
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

/** A booking's ticket; `bus` is what the bus list says of it, if anything. */
export function ticketOf(booking: Booking, bus: TicketBus | undefined, passenger: string): Ticket {
  return {
    reference: String(booking.id),
    busName: booking.busName,
    route: booking.route,
    seatsBooked: booking.seatsBooked,
    totalPrice: booking.totalPrice,
    passenger,
    bus: bus ? { departure: bus.departure, imageUrl: bus.imageUrl } : null,
  }
}

/**
 * The tickets to keep for these bookings: each with its bus as the bus list has it now, or as
 * it was kept before when the list has it no more (or is not loaded).
 */
export function ticketsToKeep(
  bookings: readonly Booking[],
  buses: readonly TicketBus[] | undefined,
  passenger: string,
  kept: readonly Ticket[],
): Ticket[] {
  return bookings.map((booking) => {
    const ticket = ticketOf(booking, findTicketBus(buses, booking), passenger)
    const before = kept.find((old) => old.reference === ticket.reference)
    return ticket.bus || !before ? ticket : { ...ticket, bus: before.bus }
  })
}

export function findTicket(tickets: readonly Ticket[] | undefined, reference: string) {
  return tickets?.find((ticket) => ticket.reference === reference)
}
