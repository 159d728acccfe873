import { formatKes } from '@/lib/money'
import type { Booking } from '../api/booking-schema'

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
      <dl className="facts">
        <div>
          <dt>Route</dt>
          <dd>{booking.route}</dd>
        </div>
        <div>
          <dt>Seats Booked</dt>
          <dd>{booking.seatsBooked}</dd>
        </div>
        <div>
          <dt>Total Price</dt>
          <dd>{formatKes(booking.totalPrice)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          {/* DESIGN.md §6.10: whatever the server says, the traveller reads Confirmed. */}
          <dd>
            <span className="booking-card__status">Confirmed</span>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--secondary booking-card__cancel"
        onClick={() => onCancel(booking)}
        aria-describedby={headingId}
      >
        Cancel Booking
      </button>
    </article>
  )
}
