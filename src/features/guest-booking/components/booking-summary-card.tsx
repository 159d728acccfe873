import { formatKes } from '@/lib/money'
import type { BookingSummary } from '../model/booking-summary'
import { vehicleOptions } from '../model/vehicle-types'

export function BookingSummaryCard({ summary }: { summary: BookingSummary }) {
  return (
    <section className="card payment__summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">Booking summary</h2>
      <dl className="facts">
        <div>
          <dt>Passenger</dt>
          <dd>{summary.passengerName}</dd>
        </div>
        <div>
          <dt>Bus</dt>
          <dd>{summary.busName}</dd>
        </div>
        <div>
          <dt>Vehicle type</dt>
          <dd>{vehicleOptions[summary.vehicleType].label}</dd>
        </div>
        <div>
          <dt>Route</dt>
          <dd>{summary.route}</dd>
        </div>
        <div>
          <dt>Seat</dt>
          <dd>{summary.seat}</dd>
        </div>
        <div className="payment__total">
          <dt>Price</dt>
          <dd>{formatKes(summary.price)}</dd>
        </div>
      </dl>
    </section>
  )
}
