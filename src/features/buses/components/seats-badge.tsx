import { seatsLeftBadge } from '../model/seats-left'

/**
 * "8 left" beside the bus name, so a traveller scanning the list sees the seats at a glance.
 * Hidden from screen readers, which read the same count under "Seats Available".
 */
export function SeatsBadge({ seats }: { seats: number }) {
  const badge = seatsLeftBadge(seats)
  // A full bus shows none, yet keeps its place: the card keeps its height when the last seats go.
  if (!badge) return <span className="seats-badge seats-badge--none" aria-hidden="true" />
  return (
    <span className={badge.className} aria-hidden="true">
      {badge.text}
    </span>
  )
}
