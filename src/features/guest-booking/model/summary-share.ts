import { formatKes } from '@/lib/money'
import type { ShareContent } from '@/lib/share-links'
import type { BookingSummary } from './booking-summary'

/**
 * What "Share" on /payment sends: the trip, never the passenger's name or numbers
 * (docs/product.md#sharing).
 */
export function summaryShare(summary: BookingSummary): ShareContent {
  const title = 'My Matatu booking'
  const lines = [
    title,
    `Bus: ${summary.busName}`,
    `Route: ${summary.route}`,
    `Seat: ${summary.seat}`,
    `Total: ${formatKes(summary.price)}`,
  ]
  return { title, text: lines.join('\n') }
}
