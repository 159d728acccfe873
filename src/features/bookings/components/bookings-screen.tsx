import { useEffect, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ErrorState } from '@/components/error-state'
import { LoadingState } from '@/components/loading-state'
import { OfflineNotice } from '@/components/offline-notice'
import { PageHeader } from '@/components/page-header'
import { StatusCard } from '@/components/status-card'
import { useHasToken } from '@/hooks/use-has-token'
import { m } from '@/paraglide/messages.js'
import { bookingQueries } from '../api/get-bookings'
import { BookingList } from './booking-list'
import './bookings.css'
import { useLanguage } from '@/hooks/use-language'

function BookingsContent() {
  const hasToken = useHasToken()
  // Not retried on mount: an error the route loader already met is shown, not asked again.
  const bookings = useQuery({ ...bookingQueries.list(), enabled: hasToken, retryOnMount: false })
  const { error } = bookings
  useEffect(() => {
    if (error) console.error('Failed to fetch bookings', error)
  }, [error])

  if (!hasToken) {
    return (
      <StatusCard text={m.bookings_signed_out()}>
        <Link to="/login" className="button">
          {m.bookings_log_in()}
        </Link>
      </StatusCard>
    )
  }
  // Data first: a failed background refetch does not hide bookings already shown.
  if (bookings.data) {
    return (
      <>
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
      </>
    )
  }
  if (bookings.isError) {
    // Never the empty text (docs/product.md#decisions), which would tell a traveller their bookings are gone.
    return <ErrorState text={m.bookings_load_failed()} onRetry={() => void bookings.refetch()} />
  }
  return <LoadingState text={m.bookings_loading()} />
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
  useLanguage()
  return (
    <BookingsPage>
      <BookingsContent />
    </BookingsPage>
  )
}

/** While the route loads: the title is already in place, so nothing moves when data arrives. */
export function BookingsPending() {
  useLanguage()
  return (
    <BookingsPage>
      <LoadingState text={m.bookings_loading()} />
    </BookingsPage>
  )
}
