import { Link, useLocation } from '@tanstack/react-router'
import { PageHeader } from '@/components/page-header'
import { m } from '@/paraglide/messages.js'
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
        <PageHeader title={m.guest_payment_empty_title()} titleId="payment-title">
          <p className="page-header__lead">{m.guest_payment_empty_lead()}</p>
        </PageHeader>
        <Link to="/bookingform" className="button">
          {m.guest_payment_go_to_form()}
        </Link>
      </section>
    )
  }

  return (
    <section className="page payment" aria-labelledby="payment-title">
      <PageHeader title={m.guest_payment_title()} titleId="payment-title">
        <p className="page-header__lead">
          {m.guest_payment_thanks({ name: summary.passengerName })}
        </p>
      </PageHeader>
      <BookingSummaryCard summary={summary} />
      <div className="payment__notice" role="note">
        <h2>{m.guest_payment_soon_title()}</h2>
        <p>{m.guest_payment_soon_text()}</p>
      </div>
      <div className="payment__actions" data-print="hidden">
        <Link to="/" className="button">
          {m.guest_payment_back_home()}
        </Link>
        <Link to="/buses" className="button button--secondary">
          {m.guest_payment_see_buses()}
        </Link>
      </div>
    </section>
  )
}
