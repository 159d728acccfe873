import { Link, useLocation } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { parseBookingSummary } from '../model/booking-summary'
import { BookingSummaryCard } from './booking-summary-card'
import './guest-booking.css'

/** The summary the booking form carried here; no payment is taken (docs/product.md#payment). */
export function PaymentScreen() {
  const rawSummary = useLocation({ select: (location) => location.state.bookingSummary })
  const summary = parseBookingSummary(rawSummary)

  if (!summary) {
    return (
      <section className="page payment" aria-labelledby="payment-title">
        <PageHeader title="Nothing to pay for" titleId="payment-title">
          <p className="page-header__lead">
            There is no booking waiting for payment. Fill in the booking form first and your booking
            summary will appear here.
          </p>
        </PageHeader>
        <Link to="/bookingform" className="button">
          Go to the booking form
        </Link>
      </section>
    )
  }

  return (
    <section className="page payment" aria-labelledby="payment-title">
      <PageHeader title="Payment" titleId="payment-title">
        <p className="page-header__lead">
          Thank you, {summary.passengerName}. Here is your booking.
        </p>
      </PageHeader>
      <BookingSummaryCard summary={summary} />
      <div className="payment__notice" role="note">
        <h2>Online payment is coming soon</h2>
        <p>Nothing has been charged. For now, please pay the conductor when you board.</p>
      </div>
      <div className="payment__actions">
        <Link to="/" className="button">
          Back to Home
        </Link>
        <Link to="/buses" className="button button--secondary">
          See buses
        </Link>
      </div>
    </section>
  )
}
