import { createFileRoute } from '@tanstack/react-router'
import { bookingQueries } from '@/features/bookings/api/get-bookings'
import {
  BookingsLoadError,
  BookingsPending,
  BookingsScreen,
} from '@/features/bookings/components/bookings-screen'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/_signed-in/bookings')({
  staticData: {
    title: m.common_title_bookings,
    signedOut: { text: m.bookings_signed_out, logIn: m.bookings_log_in },
  },
  loader: ({ context }) => context.ensureIfSignedIn(bookingQueries.list()),
  pendingComponent: BookingsPending,
  errorComponent: BookingsLoadError,
  component: BookingsScreen,
})
