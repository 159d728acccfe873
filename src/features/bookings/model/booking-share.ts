import { formatKes } from '@/lib/money'
import { bookingShareContent, type ShareContent } from '@/lib/share-links'
import type { Booking } from '../api/booking-schema'

/** What "Share" on a booking card sends (docs/product.md#sharing). */
export function bookingShare(booking: Booking): ShareContent {
  return bookingShareContent([
    ['Bus', booking.busName],
    ['Route', booking.route],
    ['Seats', booking.seatsBooked],
    ['Total', formatKes(booking.totalPrice)],
  ])
}
