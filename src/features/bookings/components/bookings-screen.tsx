import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LoadingState } from '@/components/loading-state'
import { PageHeader } from '@/components/page-header'
import { QueryView } from '@/components/query-view'
import { StatusCard } from '@/components/status-card'
import { m } from '@/paraglide/messages.js'
import { bookingQueries } from '../api/get-bookings'
import { BookingList } from './booking-list'
import './bookings.css'

function BookingsContent() {
  // Not retried on mount: an error the route loader already met is shown, not asked again.
  const bookings = useQuery({ ...bookingQueries.list(), retryOnMount: false })
  return (
    <QueryView
      query={bookings}
      loadingText={m.bookings_loading()}
      // Never the empty text (docs/product.md#decisions), which would tell a traveller their bookings are gone.
      errorText={() => m.bookings_load_failed()}
    >
      {(list) =>
        list.length > 0 ? (
          <BookingList bookings={list} />
        ) : (
          <StatusCard text={m.bookings_empty()}>
            <Link to="/buses" className="button">
              {m.bookings_book_a_seat()}
            </Link>
          </StatusCard>
        )
      }
    </QueryView>
  )
}

function BookingsPage({ children }: { children: ReactNode }) {
  return (
    <section className="page" aria-labelledby="bookings-title">
      <PageHeader title={m.bookings_title()} titleId="bookings-title" />
      {children}
    </section>
  )
}

export function BookingsScreen() {
  return (
    <BookingsPage>
      <BookingsContent />
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
