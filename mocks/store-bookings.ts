import type { BookingRecord, GuestBookingRecord, MockState, StoreResult } from './mock-types'
import { refused } from './mock-types'

/** Booking rules over the mock state; each mutates `state` only when it succeeds. */

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
}

function ownBooking(
  state: MockState,
  userId: number,
  bookingId: number,
): BookingRecord | undefined {
  return state.bookings.find(
    (booking) => booking.booking_id === bookingId && booking.user_id === userId,
  )
}

export function bookSeats(
  state: MockState,
  userId: number,
  busId: number,
  seats: number,
): StoreResult<BookingRecord> {
  if (!isPositiveInteger(seats)) return refused(400, 'Invalid number of seats')
  const bus = state.buses.find((candidate) => candidate.id === busId)
  if (!bus) return refused(404, 'Bus not found')
  if (seats > bus.seats) return refused(409, 'Not enough seats available')
  bus.seats -= seats
  const booking: BookingRecord = {
    booking_id: state.nextId.booking++,
    user_id: userId,
    bus_id: bus.id,
    bus_name: bus.name,
    route: bus.route,
    seats_booked: seats,
    total_price: seats * bus.price,
  }
  state.bookings.push(booking)
  return { ok: true, value: booking }
}

/**
 * Another traveller books `seats` on a bus (QA: what a phone that is not this one did), so the
 * count a traveller sees goes stale. Takes at most what is left; no booking is kept.
 */
export function takeSeats(state: MockState, busId: number, seats: number): StoreResult<number> {
  if (!isPositiveInteger(seats)) return refused(400, 'Invalid number of seats')
  const bus = state.buses.find((candidate) => candidate.id === busId)
  if (!bus) return refused(404, 'Bus not found')
  bus.seats = Math.max(0, bus.seats - seats)
  return { ok: true, value: bus.seats }
}

/** Changes the seats of a booking; the bus gives or takes back the difference. */
export function updateBookingSeats(
  state: MockState,
  userId: number,
  bookingId: number,
  seats: number,
): StoreResult<BookingRecord> {
  const booking = ownBooking(state, userId, bookingId)
  if (!booking) return refused(404, 'Booking not found')
  if (!isPositiveInteger(seats)) return refused(400, 'Invalid number of seats')
  const bus = state.buses.find((candidate) => candidate.id === booking.bus_id)
  const extra = seats - booking.seats_booked
  if (bus) {
    if (extra > bus.seats) return refused(409, 'Not enough seats available')
    bus.seats -= extra
  }
  const unitPrice = bus ? bus.price : booking.total_price / booking.seats_booked
  booking.seats_booked = seats
  booking.total_price = seats * unitPrice
  return { ok: true, value: booking }
}

/** Removes the booking and gives its seats back to the bus. */
export function cancelBooking(
  state: MockState,
  userId: number,
  bookingId: number,
): StoreResult<BookingRecord> {
  const booking = ownBooking(state, userId, bookingId)
  if (!booking) return refused(404, 'Booking not found')
  state.bookings = state.bookings.filter((candidate) => candidate !== booking)
  const bus = state.buses.find((candidate) => candidate.id === booking.bus_id)
  if (bus) bus.seats += booking.seats_booked
  return { ok: true, value: booking }
}

export type GuestBookingInput = Omit<GuestBookingRecord, 'id'>

export function addGuestBooking(
  state: MockState,
  input: GuestBookingInput,
): StoreResult<GuestBookingRecord> {
  if (!input.name.trim() || !input.from.trim() || !input.to.trim()) {
    return refused(400, 'Please fill in name, from and to fields.')
  }
  const booking: GuestBookingRecord = { id: state.nextId.guestBooking++, ...input }
  state.guestBookings.push(booking)
  return { ok: true, value: booking }
}
