import { formatDeparture } from '@/lib/departure-time'
import { formatNumber } from '@/lib/i18n/language'
import { formatKes } from '@/lib/money'
import { formatRoute } from '@/lib/route-stops'
import { m } from '@/paraglide/messages.js'
import type { Bus } from '../api/bus-schema'

/** The id of a card's bus name: the card is labelled by it, Book Seat described by it. */
export const busNameId = (bus: Bus): string => `bus-${bus.id}-name`

interface BusFact {
  term: string
  value: string
  className: string
}

/** What a bus card lists, in order (docs/product.md#buses): route, departure, price, seats. */
export function busFacts(bus: Bus): BusFact[] {
  return [
    { term: m.buses_route(), value: formatRoute(bus.route), className: 'bus-card__route' },
    {
      term: m.buses_departure(),
      value: formatDeparture(bus.departure),
      className: 'bus-card__departure',
    },
    { term: m.buses_price(), value: formatKes(bus.price), className: 'bus-card__price' },
    {
      term: m.buses_seats_available(),
      value: formatNumber(bus.seatsAvailable),
      className: 'bus-card__seats',
    },
  ]
}

/** No seat left: the card's button reads "Fully Booked" and is disabled. */
export const isFullyBooked = (bus: Bus): boolean => bus.seatsAvailable <= 0

/** The card's button before any booking. */
export function bookSeatLabel(bus: Bus): string {
  return isFullyBooked(bus) ? m.buses_fully_booked() : m.buses_book_seat()
}
