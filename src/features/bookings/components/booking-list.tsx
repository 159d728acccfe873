import { ConnectionNeeded } from '@/components/connection-needed'
import { useNeedsConnection } from '@/hooks/use-needs-connection'
import { dialogs } from '@/lib/dialogs'
import { focusMainContent } from '@/lib/main-focus'
import type { Booking } from '../api/booking-schema'
import { useCancelBooking } from '../api/use-cancel-booking'
import { BookingCard } from './booking-card'

export const cancelConfirmText = 'Are you sure you want to cancel this booking?'

export function BookingList({ bookings }: { bookings: Booking[] }) {
  const cancel = useCancelBooking()

  function confirmCancel(booking: Booking) {
    if (cancel.isInFlight(booking.id)) return
    if (!dialogs.confirm(cancelConfirmText)) return
    cancel.mutate(booking.id)
    // The card and its focused button leave the list: focus goes to the start of the content
    // (the next booking, or the empty state's link, is one Tab away) instead of <body>.
    focusMainContent()
  }

  return (
    <ul className="booking-list" aria-label="Bookings">
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
  const connection = useNeedsConnection('Cancelling a booking')
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
