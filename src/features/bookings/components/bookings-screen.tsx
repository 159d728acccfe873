import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { LoadingState } from '@/components/loading-state'
import { OfflineNotice } from '@/components/offline-notice'
import { PageHeader } from '@/components/page-header'
import { RouteLoadError } from '@/components/route-load-error'
import { StatusCard } from '@/components/status-card'
import { m } from '@/paraglide/messages.js'
import { bookingQueries } from '../api/get-bookings'
import { BookingList } from './booking-list'
import './bookings.css'

function BookingsPage({ children }: { children: ReactNode }) {
  return (
    <section className="page" aria-labelledby="bookings-title">
      <PageHeader title={m.bookings_title()} titleId="bookings-title" />
      {children}
    </section>
  )
}

export function BookingsScreen() {
  const bookings = useSuspenseQuery(bookingQueries.list())
  return (
    <BookingsPage>
      <OfflineNotice savedAt={bookings.dataUpdatedAt} />
      {bookings.data.length > 0 ? (
        <BookingList bookings={bookings.data} />
      ) : (
        <StatusCard text={m.bookings_empty()}>
          <Link to="/buses" className="button">
            {m.bookings_book_a_seat()}
          </Link>
        </StatusCard>
      )}
    </BookingsPage>
  )
}

/** While the route loads: the title is already in place, so nothing moves when data arrives. */
export function BookingsPending() {
  return (
    <BookingsPage>
      <LoadingState text={m.bookings_loading()} />
    </BookingsPage>
  )
}

/**
 * Whatever went wrong, 'Failed to fetch bookings', never the empty text, which would tell a
 * traveller their bookings are gone (docs/product.md#decisions).
 */
export function BookingsLoadError({ error }: ErrorComponentProps) {
  return (
    <BookingsPage>
      <RouteLoadError error={error} text={m.bookings_load_failed()} />
    </BookingsPage>
  )
}
