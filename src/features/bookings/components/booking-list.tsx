import { dialogs } from '../../../lib/dialogs'
import type { Booking } from '../api/booking-schema'
import { useCancelBooking } from '../api/use-cancel-booking'
import { BookingCard } from './booking-card'

export const cancelConfirmText = 'Are you sure you want to cancel this booking?'

export function BookingList({ bookings }: { bookings: Booking[] }) {
  const cancel = useCancelBooking()

  function confirmCancel(booking: Booking) {
    if (dialogs.confirm(cancelConfirmText)) cancel.mutate(booking.id)
  }

  return (
    <ul className="booking-list" aria-label="Bookings">
      {bookings.map((booking) => (
        <li key={String(booking.id)}>
          <BookingCard booking={booking} onCancel={confirmCancel} />
        </li>
      ))}
    </ul>
  )
}
