import { createFileRoute } from '@tanstack/react-router'
import { hasToken } from '@/lib/session-store'
import { bookingQueries } from '@/features/bookings/api/get-bookings'
import { BookingsScreen, BookingsPending } from '@/features/bookings/components/bookings-screen'

export const Route = createFileRoute('/bookings')({
  staticData: { title: 'My Bookings' },
  // No token, no call. prefetchQuery never throws: the screen shows the error and a retry.
  loader: ({ context }) =>
    hasToken() ? context.queryClient.prefetchQuery(bookingQueries.list()) : undefined,
  pendingComponent: BookingsPending,
  component: BookingsScreen,
})
