import { Link } from '@tanstack/react-router'
import { BusPicture } from '@/components/bus-picture'
import { FactsList } from '@/components/facts-list'
import { ShareButton } from '@/components/share-button'
import { useSessionUser } from '@/hooks/use-session-user'
import { formatDeparture } from '@/lib/clock-time'
import { dialogs } from '@/lib/dialogs'
import { formatNumber } from '@/lib/i18n/language'
import { formatKes } from '@/lib/money'
import { formatRoute } from '@/lib/route-stops'
import { m } from '@/paraglide/messages.js'
import type { Booking } from '../api/booking-schema'
import { bookingShare } from '../model/booking-share'
import { passengerName, type TicketBus } from '../model/ticket'

interface TicketCardProps {
  booking: Booking
  bus: TicketBus | undefined
  /** This booking is in the copy saved on the device. */
  saved: boolean
}

/** What a conductor reads at arm's length: the reference first and large, then the trip. */
export function TicketCard({ booking, bus, saved }: TicketCardProps) {
  const user = useSessionUser()
  const reference = String(booking.id)
  return (
    <>
      <article className="card ticket" aria-labelledby="ticket-bus">
        <dl className="ticket__reference">
          <dt>{m.bookings_reference()}</dt>
          <dd>{reference}</dd>
        </dl>
        <div className="ticket__bus">
          {bus ? (
            <BusPicture
              className="ticket__picture"
              imageUrl={bus.imageUrl}
              busName={booking.busName}
              width={160}
              height={90}
              eager
            />
          ) : null}
          <div>
            <p className="ticket__eyebrow">{m.bookings_bus()}</p>
            <h2 id="ticket-bus" className="ticket__bus-name">
              {booking.busName}
            </h2>
          </div>
        </div>
        <FactsList
          className="ticket__facts"
          facts={[
            { term: m.bookings_ticket_passenger(), value: passengerName(user) },
            { term: m.bookings_route(), value: formatRoute(booking.route) },
            {
              term: m.bookings_ticket_departure(),
              value: formatDeparture(bus?.departure ?? null),
            },
            { term: m.bookings_seats_booked(), value: formatNumber(booking.seatsBooked) },
            {
              term: m.bookings_total_price(),
              value: formatKes(booking.totalPrice),
              className: 'ticket__total',
            },
          ]}
        />
        <p className="ticket__board">{m.bookings_ticket_board()}</p>
        {saved ? <p className="ticket__saved">{m.bookings_ticket_saved()}</p> : null}
      </article>
      <div className="ticket__actions" data-print="hidden">
        <ShareButton {...bookingShare(booking)} describedBy="ticket-bus" />
        <button type="button" className="button button--secondary" onClick={() => dialogs.print()}>
          {m.bookings_ticket_print()}
        </button>
        <Link to="/bookings" className="button button--secondary">
          {m.bookings_ticket_back()}
        </Link>
      </div>
    </>
  )
}
