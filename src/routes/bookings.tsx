import { createFileRoute } from '@tanstack/react-router'
import { preloadQuery } from '@/lib/route-query'
import { hasToken } from '@/lib/session-store'
import { bookingQueries } from '@/features/bookings/api/get-bookings'
import { BookingsScreen, BookingsPending } from '@/features/bookings/components/bookings-screen'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/bookings')({
  staticData: { title: m.common_title_bookings },
  // No token, no call. preloadQuery never throws: the screen shows the error and a retry.
  // Offline, saved data shows at once.
  loader: ({ context }) =>
    hasToken() ? preloadQuery(context.queryClient, bookingQueries.list()) : undefined,
  pendingComponent: BookingsPending,
  component: BookingsScreen,
})
