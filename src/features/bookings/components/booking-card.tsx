import { Link } from '@tanstack/react-router'
import { FactsList } from '@/components/facts-list'
import { ShareButton } from '@/components/share-button'
import { formatNumber } from '@/lib/i18n/language'
import { formatKes } from '@/lib/money'
import { formatRoute } from '@/lib/route-stops'
import { m } from '@/paraglide/messages.js'
import type { Booking } from '../api/booking-schema'
import { bookingShare } from '../model/booking-share'

interface BookingCardProps {
  booking: Booking
  onCancel: (booking: Booking) => void
}

export function BookingCard({ booking, onCancel }: BookingCardProps) {
  const headingId = `booking-${String(booking.id).replace(/[^\w-]/g, '_')}-bus`
  return (
    <article className="card booking-card" aria-labelledby={headingId}>
      <div>
        <p className="booking-card__eyebrow">{m.bookings_bus()}</p>
        <h2 id={headingId} className="booking-card__bus">
          {booking.busName}
        </h2>
      </div>
      <FactsList
        className="booking-card__facts"
        facts={[
          {
            term: m.bookings_route(),
            value: formatRoute(booking.route),
            className: 'booking-card__route',
          },
          { term: m.bookings_reference(), value: String(booking.id) },
          { term: m.bookings_seats_booked(), value: formatNumber(booking.seatsBooked) },
          {
            term: m.bookings_total_price(),
            value: formatKes(booking.totalPrice),
            className: 'booking-card__total',
          },
          // Whatever the server says, the traveller reads Confirmed (docs/product.md#my-bookings).
          {
            term: m.bookings_status(),
            value: <span className="booking-card__status">{m.bookings_status_confirmed()}</span>,
          },
        ]}
      />
      <div className="booking-card__actions">
        <Link
          to="/ticket/$reference"
          params={{ reference: String(booking.id) }}
          className="button booking-card__ticket"
          aria-describedby={headingId}
        >
          {m.bookings_view_ticket()}
        </Link>
        <ShareButton
          {...bookingShare(booking)}
          describedBy={headingId}
          className="booking-card__share"
        />
        <button
          type="button"
          className="button button--secondary booking-card__cancel"
          onClick={() => onCancel(booking)}
          aria-describedby={headingId}
        >
          {m.bookings_cancel_booking()}
        </button>
      </div>
    </article>
  )
}
