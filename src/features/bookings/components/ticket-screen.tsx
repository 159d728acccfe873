import { useEffect, type ReactNode } from 'react'
import {
  useQuery,
  useSuspenseQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { LoadingState } from '@/components/loading-state'
import { PageHeader } from '@/components/page-header'
import { RouteLoadError } from '@/components/route-load-error'
import { SignedOutPage } from '@/components/signed-out-page'
import { StatusCard } from '@/components/status-card'
import { useHasToken } from '@/hooks/use-has-token'
import { useIsSaved } from '@/hooks/use-is-saved'
import { useOnline } from '@/hooks/use-online'
import { useSessionUser } from '@/hooks/use-session-user'
import { askToKeepStorage } from '@/lib/keep-storage'
import { m } from '@/paraglide/messages.js'
import { bookingQueries } from '../api/get-bookings'
import { savedTicketQueries } from '../api/saved-tickets'
import {
  findBooking,
  findTicket,
  findTicketBus,
  passengerName,
  ticketOf,
  type TicketBus,
} from '../model/ticket'
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
 * A booking's ticket (docs/product.md#ticket). Signed in, from the bookings list already fetched
 * or saved (no call of its own); where that list cannot be had, or signed out, the ticket kept on
 * this phone, read-only (docs/product.md#tickets-on-this-phone).
 */
export function TicketScreen<TBuses extends readonly TicketBus[], TKey extends QueryKey>({
  reference,
  busesQuery,
}: TicketScreenProps<TBuses, TKey>) {
  const signedIn = useHasToken()
  const user = useSessionUser()
  const online = useOnline()
  const onThisPhone = useSuspenseQuery(savedTicketQueries.all()).data
  const bookings = useQuery({ ...bookingQueries.list(), enabled: signedIn })
  // Without the bus list (failed, or waiting offline) the ticket still shows, without its
  // picture and with the departure 'TBA'.
  const buses = useQuery({ ...busesQuery, enabled: signedIn }).data
  const saved = useIsSaved(bookingQueries.list().queryKey, bookings.dataUpdatedAt)
  const booking = signedIn && bookings.data ? findBooking(bookings.data, reference) : undefined
  const kept = findTicket(onThisPhone?.tickets, reference)
  const shown = Boolean(booking ?? kept)
  useEffect(() => {
    if (shown) askToKeepStorage()
  }, [shown])

  if (booking) {
    const ticket = ticketOf(booking, findTicketBus(buses, booking), passengerName(user))
    return (
      <TicketPage>
        <TicketCard
          ticket={ticket}
          onThisPhone={saved}
          checkedAt={online ? undefined : bookings.dataUpdatedAt}
        />
      </TicketPage>
    )
  }
  if (signedIn && bookings.isSuccess) {
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
  if (kept && onThisPhone) {
    return (
      <TicketPage>
        <TicketCard ticket={kept} onThisPhone checkedAt={onThisPhone.checkedAt} keptOnly />
      </TicketPage>
    )
  }
  if (!signedIn) {
    return (
      <SignedOutPage
        title={m.bookings_ticket_title}
        text={m.bookings_ticket_signed_out}
        logIn={m.bookings_log_in}
        returnHere
      />
    )
  }
  if (bookings.isError) return <TicketLoadError error={bookings.error} />
  return <TicketPending />
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
export function TicketLoadError({ error }: Pick<ErrorComponentProps, 'error'>) {
  return (
    <TicketPage>
      <RouteLoadError error={error} text={m.bookings_load_failed()} />
    </TicketPage>
  )
}
