import { createFileRoute } from '@tanstack/react-router'
import { bookingQueries } from '@/features/bookings/api/get-bookings'
import { savedTicketQueries } from '@/features/bookings/api/saved-tickets'
import {
  TicketLoadError,
  TicketPending,
  TicketScreen,
} from '@/features/bookings/components/ticket-screen'
import { findTicket } from '@/features/bookings/model/ticket'
import { busQueries } from '@/features/buses/api/get-buses'
import { ensureRouteData } from '@/lib/route-query'
import { hasToken } from '@/lib/session-store'
import { m } from '@/paraglide/messages.js'

/**
 * Not under the signed-in layout: a ticket kept on this phone opens signed out too, after its
 * session expired (docs/product.md#tickets-on-this-phone).
 */
export const Route = createFileRoute('/ticket/$reference')({
  staticData: { title: m.common_title_ticket },
  loader: async (load) => {
    const onThisPhone = await load.context.queryClient.ensureQueryData(savedTicketQueries.all())
    if (!hasToken()) return
    // The bookings are the ticket; the bus list only adds its picture and departure time, so a
    // failure there shows the ticket without them.
    const buses = ensureRouteData(load, busQueries.list())?.catch(() => undefined)
    try {
      await ensureRouteData(load, bookingQueries.list())
    } catch (error) {
      // The copy on this phone shows instead of the error.
      if (!findTicket(onThisPhone?.tickets, load.params.reference)) throw error
    }
    await buses
  },
  pendingComponent: TicketPending,
  errorComponent: TicketLoadError,
  component: TicketRoute,
})

/** The route owns both lists: it hands the bookings feature the bus list's query. */
function TicketRoute() {
  const { reference } = Route.useParams()
  return <TicketScreen reference={reference} busesQuery={busQueries.list()} />
}
