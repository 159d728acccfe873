import { formatNumber } from '@/lib/i18n/language'
import { m } from '@/paraglide/messages.js'

/** Under this many seats the badge turns amber: book soon. */
const fewSeatsLeft = 10

interface SeatsLeftBadge {
  text: string
  /** Amber under 10 seats. */
  className: string
}

/**
 * The badge beside a bus's name: "8 left", amber under 10; none at 0, where the button already
 * reads "Fully Booked". Kiswahili agrees with the number: "Kimebaki 1" (kiti), "Vimebaki 8" (viti).
 */
export function seatsLeftBadge(seats: number): SeatsLeftBadge | null {
  if (seats <= 0) return null
  const seatsLeft = seats === 1 ? m.buses_seats_left_one : m.buses_seats_left_other
  return {
    text: seatsLeft({ count: formatNumber(seats) }),
    className: seats < fewSeatsLeft ? 'seats-badge seats-badge--few' : 'seats-badge',
  }
}
