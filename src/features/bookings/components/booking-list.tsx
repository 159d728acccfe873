import { ConnectionNeeded } from '@/components/connection-needed'
import { useNeedsConnection } from '@/hooks/use-needs-connection'
import { dialogs } from '@/lib/dialogs'
import { focusMainContent } from '@/lib/main-focus'
import { m } from '@/paraglide/messages.js'
import type { Booking } from '../api/booking-schema'
import { useCancelBooking } from '../api/use-cancel-booking'
import { BookingCard } from './booking-card'

export function BookingList({ bookings }: { bookings: Booking[] }) {
  const cancel = useCancelBooking()

  function confirmCancel(booking: Booking) {
    if (cancel.isInFlight(booking.id)) return
    if (!dialogs.confirm(m.bookings_cancel_confirm())) return
    cancel.mutate(booking.id)
    // The card and its focused button leave the list: focus goes to the start of the content
    // (the next booking, or the empty state's link, is one Tab away) instead of <body>.
    focusMainContent()
  }

  return (
    <ul className="booking-list" aria-label={m.bookings_list_label()}>
      {bookings.map((booking) => (
        <BookingItem key={String(booking.id)} booking={booking} onCancel={confirmCancel} />
      ))}
    </ul>
  )
}

interface BookingItemProps {
  booking: Booking
  onCancel: (booking: Booking) => void
}

/** One booking; tapped offline, its Cancel Booking says below it that it needs a connection. */
function BookingItem({ booking, onCancel }: BookingItemProps) {
  const connection = useNeedsConnection(m.bookings_cancel_offline_action())
  return (
    <li>
      <BookingCard
        booking={booking}
        onCancel={(tapped) => {
          if (connection.allows()) onCancel(tapped)
        }}
      />
      <ConnectionNeeded message={connection.message} />
    </li>
  )
}
