import { createFileRoute } from '@tanstack/react-router'
import { LoadingState } from '../components/loading-state'
import { getToken } from '../lib/session-store'
import { bookingQueries } from '../features/bookings/api/get-bookings'
import { BookingsScreen, bookingsTexts } from '../features/bookings/components/bookings-screen'

export const Route = createFileRoute('/bookings')({
  staticData: { title: 'My Bookings' },
  // No token, no call. prefetchQuery never throws: the screen shows the error and a retry.
  loader: ({ context }) =>
    getToken() ? context.queryClient.prefetchQuery(bookingQueries.list()) : undefined,
  pendingComponent: () => <LoadingState text={bookingsTexts.loading} />,
  component: BookingsScreen,
})
