import type { BookingRecord, BusRecord, UserRecord } from '../mock-types'
import type { MockScenario } from '../scenario'

/** How records leave the backend: the wire shapes of docs/api.md#shapes, bent by the scenario. */

type BusJson = Record<string, string | number | null>

export function presentBus(bus: BusRecord, scenario: MockScenario): BusJson {
  const json: BusJson = { id: bus.id, name: bus.name, route: bus.route }
  if (bus.time !== null) json.time = bus.time
  json.price = bus.price
  json[scenario.seatsKey] = bus.seats
  json.image_url = bus.image_url
  return json
}

type BookingJson = Record<string, string | number>

export function presentBooking(booking: BookingRecord, scenario: MockScenario): BookingJson {
  return {
    [scenario.bookingKey]: booking.booking_id,
    bus_id: booking.bus_id,
    bus_name: booking.bus_name,
    route: booking.route,
    seats_booked: booking.seats_booked,
    total_price: booking.total_price,
    status: 'confirmed',
  }
}

type BookingListJson = BookingJson[] | Record<string, unknown>

/**
 * `array`: the list; `object`: {bookings: list}; `single`: the oldest booking alone ({} when
 * there is none, which the app reads as an empty list); `unknown`: {data:'nope'}.
 */
export function presentBookingList(
  bookings: readonly BookingRecord[],
  scenario: MockScenario,
): BookingListJson {
  const list = bookings.map((booking) => presentBooking(booking, scenario))
  switch (scenario.bookingsShape) {
    case 'array':
      return list
    case 'object':
      return { bookings: list }
    case 'single':
      return list[0] ?? {}
    case 'unknown':
      return { data: 'nope' }
  }
}

export function presentUser(user: UserRecord): Record<string, string | number | null> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    profile_picture: user.profile_picture,
  }
}
