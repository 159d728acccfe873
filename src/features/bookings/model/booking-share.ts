import { formatNumber } from '@/lib/i18n/language'
import { formatKes } from '@/lib/money'
import { formatRoute } from '@/lib/route-stops'
import { bookingShareTitle, type ShareContent } from '@/lib/share-links'
import { m } from '@/paraglide/messages.js'
import type { Booking } from '../api/booking-schema'
import type { Ticket } from './ticket'

/**
 * What "Share" on a booking card sends (docs/product.md#sharing): the title, then one fact a
 * line ("Reference: 7", "Bus: Coast Express"), as one message so each language orders it its own way.
 */
export function bookingShare(booking: Booking | Ticket): ShareContent {
  return {
    title: bookingShareTitle(),
    text: m.bookings_share_text({
      reference: 'reference' in booking ? booking.reference : String(booking.id),
      bus: booking.busName,
      route: formatRoute(booking.route),
      seats: formatNumber(booking.seatsBooked),
      total: formatKes(booking.totalPrice),
    }),
  }
}
