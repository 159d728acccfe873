import { formatKes } from '@/lib/money'
import type { ShareContent } from '@/lib/share-links'
import type { Booking } from '../api/booking-schema'

/** What "Share" on a booking card sends: plain text, one fact a line (docs/product.md#sharing). */
export function bookingShare(booking: Booking): ShareContent {
  const title = 'My Matatu booking'
  const lines = [
    title,
    `Bus: ${booking.busName}`,
    `Route: ${booking.route}`,
    `Seats: ${booking.seatsBooked}`,
    `Total: ${formatKes(booking.totalPrice)}`,
  ]
  return { title, text: lines.join('\n') }
}
