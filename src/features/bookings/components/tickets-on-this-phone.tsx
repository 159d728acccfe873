import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useHasToken } from '@/hooks/use-has-token'
import { formatRoute } from '@/lib/route-stops'
import { m } from '@/paraglide/messages.js'
import { savedTicketQueries } from '../api/saved-tickets'
import './bookings.css'

/**
 * Signed out (a session that expired, say), the tickets still kept on this phone, each a link
 * to its address: reached without typing one (docs/product.md#tickets-on-this-phone).
 */
export function TicketsOnThisPhone() {
  const signedIn = useHasToken()
  const tickets = useQuery({ ...savedTicketQueries.all(), enabled: !signedIn }).data?.tickets
  if (signedIn || !tickets?.length) return null
  return (
    <section className="tickets-on-phone" aria-labelledby="tickets-on-phone-title">
      <h2 id="tickets-on-phone-title" className="tickets-on-phone__title">
        {m.bookings_tickets_on_phone_title()}
      </h2>
      <ul className="tickets-on-phone__list">
        {tickets.map((ticket) => (
          <li key={ticket.reference}>
            <Link
              to="/ticket/$reference"
              params={{ reference: ticket.reference }}
              className="tickets-on-phone__link"
            >
              {m.bookings_tickets_on_phone_item({
                reference: ticket.reference,
                bus: ticket.busName,
                route: formatRoute(ticket.route),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
