import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { bookingQueries } from '@/features/bookings/api/get-bookings'
import {
  TicketLoadError,
  TicketPending,
  TicketScreen,
} from '@/features/bookings/components/ticket-screen'
import { busQueries } from '@/features/buses/api/get-buses'
import { ensureRouteData, preloadQuery } from '@/lib/route-query'
import { hasToken } from '@/lib/session-store'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/_signed-in/ticket/$reference')({
  staticData: {
    title: m.common_title_ticket,
    // Logging in from here comes back to this ticket (docs/product.md#ticket).
    signedOut: { text: m.bookings_ticket_signed_out, logIn: m.bookings_log_in, returnHere: true },
  },
  // The bookings are the ticket; the bus list only adds its picture and departure time, so a
  // failure there shows the ticket without them.
  loader: ({ context: { queryClient } }) =>
    hasToken()
      ? Promise.all([
          ensureRouteData(queryClient, { ...bookingQueries.list(), revalidateIfStale: true }),
          preloadQuery(queryClient, busQueries.list()),
        ])
      : undefined,
  pendingComponent: TicketPending,
  errorComponent: TicketLoadError,
  component: TicketRoute,
})

function TicketRoute() {
  const { reference } = Route.useParams()
  const buses = useQuery(busQueries.list())
  return <TicketScreen reference={reference} buses={buses.data} />
}
