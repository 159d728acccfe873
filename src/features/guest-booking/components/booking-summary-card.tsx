import { FactsList } from '@/components/facts-list'
import { ShareButton } from '@/components/share-button'
import { formatKes } from '@/lib/money'
import type { BookingSummary } from '../model/booking-summary'
import { summaryShare } from '../model/summary-share'
import { vehicleOptions } from '../model/vehicle-types'

export function BookingSummaryCard({ summary }: { summary: BookingSummary }) {
  return (
    <section className="card payment__summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">Booking summary</h2>
      <FactsList
        facts={[
          { term: 'Passenger', value: summary.passengerName },
          { term: 'Bus', value: summary.busName },
          { term: 'Vehicle type', value: vehicleOptions[summary.vehicleType].label },
          { term: 'Route', value: summary.route },
          { term: 'Seat', value: summary.seat },
          { term: 'Price', value: formatKes(summary.price), className: 'payment__total' },
        ]}
      />
      <ShareButton
        {...summaryShare(summary)}
        describedBy="booking-summary-title"
        className="payment__share"
      />
    </section>
  )
}
