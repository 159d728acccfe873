import { formatKes } from '@/lib/money'
import { bookingShareTitle, type ShareContent } from '@/lib/share-links'
import { m } from '@/paraglide/messages.js'
import type { BookingSummary } from './booking-summary'

/**
 * What "Share" on /payment sends: the trip, never the passenger's name or numbers
 * (docs/product.md#sharing). The title, then one fact a line ("Bus: Modern Bus"), as one message
 * so each language orders it its own way.
 */
export function summaryShare(summary: BookingSummary): ShareContent {
  return {
    title: bookingShareTitle(),
    text: m.guest_share_text({
      bus: summary.busName,
      route: summary.route,
      seat: summary.seat,
      total: formatKes(summary.price),
    }),
  }
}
