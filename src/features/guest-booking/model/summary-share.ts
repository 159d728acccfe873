import { formatKes } from '@/lib/money'
import { bookingShareContent, type ShareContent } from '@/lib/share-links'
import type { BookingSummary } from './booking-summary'

/**
 * What "Share" on /payment sends: the trip, never the passenger's name or numbers
 * (docs/product.md#sharing).
 */
export function summaryShare(summary: BookingSummary): ShareContent {
  return bookingShareContent([
    ['Bus', summary.busName],
    ['Route', summary.route],
    ['Seat', summary.seat],
    ['Total', formatKes(summary.price)],
  ])
}
