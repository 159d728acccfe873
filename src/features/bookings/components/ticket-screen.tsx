import { useEffect, type ReactNode } from 'react'
import {
  useQuery,
  useSuspenseQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { LoadingState } from '@/components/loading-state'
import { OfflineNotice } from '@/components/offline-notice'
import { PageHeader } from '@/components/page-header'
import { RouteLoadError } from '@/components/route-load-error'
import { StatusCard } from '@/components/status-card'
import { useIsSaved } from '@/hooks/use-is-saved'
import { askToKeepStorage } from '@/lib/keep-storage'
import { m } from '@/paraglide/messages.js'
import { bookingQueries } from '../api/get-bookings'
import { findBooking, findTicketBus, type TicketBus } from '../model/ticket'
import { TicketCard } from './ticket-card'
import './ticket.css'

function TicketPage({ children }: { children: ReactNode }) {
  return (
    <section className="page ticket-page" aria-labelledby="ticket-title">
      <PageHeader title={m.bookings_ticket_title()} titleId="ticket-title" />
      {children}
    </section>
  )
}

interface TicketScreenProps<TBuses extends readonly TicketBus[], TKey extends QueryKey> {
  /** The booking's key, from the address. */
  reference: string
  /** The bus list's query, from the route: the ticket's picture and departure time come from it. */
  busesQuery: UseQueryOptions<TBuses, Error, TBuses, TKey>
}

/**
 * A booking's ticket, from the bookings list already fetched or saved (no call of its own), so
 * it opens offline (docs/product.md#ticket).
 */
export function TicketScreen<TBuses extends readonly TicketBus[], TKey extends QueryKey>({
  reference,
  busesQuery,
}: TicketScreenProps<TBuses, TKey>) {
  const bookings = useSuspenseQuery(bookingQueries.list())
  // Not suspending: without the bus list (failed, or waiting offline) the ticket still shows,
  // without its picture and with the departure 'TBA', instead of the route's error or pending.
  const buses = useQuery(busesQuery).data
  const booking = findBooking(bookings.data, reference)
  const saved = useIsSaved(bookingQueries.list().queryKey, bookings.dataUpdatedAt)
  const shown = booking !== undefined
  useEffect(() => {
    if (shown) askToKeepStorage()
  }, [shown])

  if (!booking) {
    return (
      <TicketPage>
        <StatusCard text={m.bookings_ticket_missing()}>
          <Link to="/bookings" className="button">
            {m.bookings_ticket_back()}
          </Link>
        </StatusCard>
      </TicketPage>
    )
  }
  return (
    <TicketPage>
      <OfflineNotice savedAt={bookings.dataUpdatedAt} />
      <TicketCard booking={booking} bus={findTicketBus(buses, booking)} saved={saved} />
    </TicketPage>
  )
}

/** While the bookings load (a ticket opened from a link, before My Bookings was). */
export function TicketPending() {
  return (
    <TicketPage>
      <LoadingState text={m.bookings_ticket_loading()} />
    </TicketPage>
  )
}

/** The bookings could not be fetched, and none were saved: the My Bookings text and a retry. */
export function TicketLoadError({ error }: ErrorComponentProps) {
  return (
    <TicketPage>
      <RouteLoadError error={error} text={m.bookings_load_failed()} />
    </TicketPage>
  )
}
