import { FactsList } from '@/components/facts-list'
import { ShareButton } from '@/components/share-button'
import { formatKes } from '@/lib/money'
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
        <p className="booking-card__eyebrow">Bus</p>
        <h2 id={headingId} className="booking-card__bus">
          {booking.busName}
        </h2>
      </div>
      <FactsList
        className="booking-card__facts"
        facts={[
          { term: 'Route', value: booking.route, className: 'booking-card__route' },
          { term: 'Seats Booked', value: booking.seatsBooked },
          {
            term: 'Total Price',
            value: formatKes(booking.totalPrice),
            className: 'booking-card__total',
          },
          // Whatever the server says, the traveller reads Confirmed (docs/product.md#my-bookings).
          { term: 'Status', value: <span className="booking-card__status">Confirmed</span> },
        ]}
      />
      <div className="booking-card__actions">
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
          Cancel Booking
        </button>
      </div>
    </article>
  )
}
