import { createFileRoute, redirect } from '@tanstack/react-router'
import { markGuest } from '@/lib/session-store'
import { BookingFormScreen } from '@/features/guest-booking/components/booking-form-screen'
import { bookingFormSearchSchema } from '@/features/guest-booking/model/guest-search'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/bookingform')({
  staticData: { title: m.common_title_booking_form },
  validateSearch: bookingFormSearchSchema,
  beforeLoad: ({ search, preload }) => {
    if (search.guest === undefined) return
    // A preload (the link hovered or touched) only fetches the code: nobody pressed it yet.
    if (!preload) markGuest()
    throw redirect({ to: '/bookingform', search: {}, replace: true })
  },
  component: BookingFormScreen,
})
