import { formatNumber } from '@/lib/i18n/message'
import { m } from '@/paraglide/messages.js'

/** Under this many seats the badge turns amber: book soon. */
export const fewSeatsLeft = 10

/**
 * "8 left" beside the bus name, so a traveller scanning the list sees the seats at a glance;
 * none at 0, where the button already reads "Fully Booked". Hidden from screen readers, which
 * read the same count under "Seats Available".
 */
export function SeatsBadge({ seats }: { seats: number }) {
  if (seats <= 0) return null
  const few = seats < fewSeatsLeft
  // Kiswahili agrees with the number: "Kimebaki 1" (kiti), "Vimebaki 8" (viti).
  const seatsLeft = seats === 1 ? m.buses_seats_left_one : m.buses_seats_left_other
  return (
    <span className={few ? 'seats-badge seats-badge--few' : 'seats-badge'} aria-hidden="true">
      {seatsLeft({ count: formatNumber(seats) })}
    </span>
  )
}
