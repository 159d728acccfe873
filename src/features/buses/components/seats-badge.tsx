import { seatsLeftBadge } from '../model/seats-left'

/**
 * "8 left" beside the bus name, so a traveller scanning the list sees the seats at a glance.
 * Hidden from screen readers, which read the same count under "Seats Available".
 */
export function SeatsBadge({ seats }: { seats: number }) {
  const badge = seatsLeftBadge(seats)
  if (!badge) return null
  return (
    <span className={badge.className} aria-hidden="true">
      {badge.text}
    </span>
  )
}
