import { createFileRoute } from '@tanstack/react-router'
import { bookingQueries } from '@/features/bookings/api/get-bookings'
import {
  TicketLoadError,
  TicketPending,
  TicketScreen,
} from '@/features/bookings/components/ticket-screen'
import { busQueries } from '@/features/buses/api/get-buses'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/_signed-in/ticket/$reference')({
  staticData: {
    title: m.common_title_ticket,
    // Logging in from here comes back to this ticket (docs/product.md#ticket).
    signedOut: { text: m.bookings_ticket_signed_out, logIn: m.bookings_log_in, returnHere: true },
  },
  // The bookings are the ticket; the bus list only adds its picture and departure time, so a
  // failure there shows the ticket without them rather than the error component.
  loader: ({ context: { ensureIfSignedIn } }) =>
    Promise.all([
      ensureIfSignedIn(bookingQueries.list()),
      ensureIfSignedIn(busQueries.list())?.catch(() => undefined),
    ]),
  pendingComponent: TicketPending,
  errorComponent: TicketLoadError,
  component: TicketRoute,
})

/** The route owns both lists: it hands the bookings feature the bus list's query. */
function TicketRoute() {
  const { reference } = Route.useParams()
  return <TicketScreen reference={reference} busesQuery={busQueries.list()} />
}
