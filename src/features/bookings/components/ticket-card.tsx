import { Link, useRouterState } from '@tanstack/react-router'
import { BusPicture } from '@/components/bus-picture'
import { FactsList } from '@/components/facts-list'
import { QrCode } from '@/components/qr-code'
import { ShareButton } from '@/components/share-button'
import { useHasToken } from '@/hooks/use-has-token'
import { formatDeparture } from '@/lib/departure-time'
import { dialogs } from '@/lib/dialogs'
import { formatNumber } from '@/lib/i18n/language'
import { formatKes } from '@/lib/money'
import { formatRoute } from '@/lib/route-stops'
import { m } from '@/paraglide/messages.js'
import { bookingShare } from '../model/booking-share'
import { lastCheckedText } from '../model/last-checked'
import type { Ticket } from '../model/ticket'

interface TicketCardProps {
  ticket: Ticket
  /** What is shown is the copy kept on this phone. */
  onThisPhone: boolean
  /** When that copy was last read from the server, said where it may be old (offline, kept). */
  checkedAt?: number
  /** Only the kept copy could be had (signed out, or the bookings failed): read-only. */
  keptOnly?: boolean
}

/** What a conductor reads at arm's length: the reference first and large, then the trip. */
export function TicketCard({ ticket, onThisPhone, checkedAt, keptOnly = false }: TicketCardProps) {
  const signedIn = useHasToken()
  const here = useRouterState({ select: (state) => state.location.href })
  return (
    <>
      <article className="card ticket" aria-labelledby="ticket-bus">
        <p className="ticket__brand">{m.bookings_ticket_brand()}</p>
        <div className="ticket__code">
          <dl className="ticket__reference">
            <dt>{m.bookings_reference()}</dt>
            <dd>{ticket.reference}</dd>
          </dl>
          {/* The code's own modules at least 160 px across, its quiet zone around them. */}
          <QrCode
            value={ticket.reference}
            label={m.bookings_ticket_qr({ reference: ticket.reference })}
            size={224}
          />
        </div>
        <div className="ticket__bus">
          {ticket.bus ? (
            <BusPicture
              className="ticket__picture"
              imageUrl={ticket.bus.imageUrl}
              busName={ticket.busName}
              width={160}
              height={90}
              eager
            />
          ) : null}
          <div>
            <p className="ticket__eyebrow">{m.bookings_bus()}</p>
            <h2 id="ticket-bus" className="ticket__bus-name">
              {ticket.busName}
            </h2>
          </div>
        </div>
        <FactsList
          className="ticket__facts"
          facts={[
            { term: m.bookings_ticket_passenger(), value: ticket.passenger },
            { term: m.bookings_route(), value: formatRoute(ticket.route) },
            {
              term: m.bookings_ticket_departure(),
              value: formatDeparture(ticket.bus?.departure ?? null),
            },
            { term: m.bookings_seats_booked(), value: formatNumber(ticket.seatsBooked) },
            {
              term: m.bookings_total_price(),
              value: formatKes(ticket.totalPrice),
              className: 'ticket__total',
            },
          ]}
        />
        <p className="ticket__board">{m.bookings_ticket_board()}</p>
      </article>
      {/* Below the ticket, in plain words, and not on paper: when the copy was last checked. */}
      {onThisPhone ? (
        <p className="ticket__saved" data-print="hidden">
          {m.bookings_ticket_saved()}
          {checkedAt ? ` ${lastCheckedText(checkedAt)}` : null}
        </p>
      ) : null}
      <div className="ticket__actions" data-print="hidden">
        <ShareButton {...bookingShare(ticket)} describedBy="ticket-bus" />
        <button type="button" className="button button--secondary" onClick={() => dialogs.print()}>
          {m.bookings_ticket_print()}
        </button>
        {keptOnly && !signedIn ? (
          <Link to="/login" search={{ redirect: here }} className="button button--secondary">
            {m.bookings_ticket_log_in_to_refresh()}
          </Link>
        ) : (
          <Link to="/bookings" className="button button--secondary">
            {m.bookings_ticket_back()}
          </Link>
        )}
      </div>
    </>
  )
}
