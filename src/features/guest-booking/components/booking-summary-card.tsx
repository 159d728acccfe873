import { FactsList } from '@/components/facts-list'
import { ShareButton } from '@/components/share-button'
import { formatKes } from '@/lib/money'
import { m } from '@/paraglide/messages.js'
import type { BookingSummary } from '../model/booking-summary'
import { summaryShare } from '../model/summary-share'
import { vehicleTypeLabel } from '../model/vehicle-type-label'

export function BookingSummaryCard({ summary }: { summary: BookingSummary }) {
  return (
    <section className="card payment__summary" aria-labelledby="booking-summary-title">
      <h2 id="booking-summary-title">{m.guest_summary_title()}</h2>
      <FactsList
        facts={[
          { term: m.guest_summary_passenger(), value: summary.passengerName },
          { term: m.guest_summary_bus(), value: summary.busName },
          { term: m.guest_vehicle_type(), value: vehicleTypeLabel(summary.vehicleType) },
          { term: m.guest_summary_route(), value: summary.route },
          { term: m.guest_summary_seat(), value: summary.seat },
          {
            term: m.guest_summary_price(),
            value: formatKes(summary.price),
            className: 'payment__total',
          },
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
