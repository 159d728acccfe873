import type { Ref } from 'react'
import { Link } from '@tanstack/react-router'
import { DismissButton } from '@/components/dismiss-button'
import { m } from '@/paraglide/messages.js'
import type { SeatsBooked } from '../api/use-book-seats'
import { bookingConfirmationText } from '../model/booking-confirmation'

interface BookedMessageProps {
  busName: string
  booked: SeatsBooked | null
  onDismiss: () => void
  /** Its link, which takes the focus from the covered button. */
  actionRef: Ref<HTMLAnchorElement>
}

/**
 * After a booking, over the booked card's own box (it moves nothing and covers no other card):
 * seats, bus and total, and the way to the new ticket, or to My Bookings when its key is not
 * known. Always in the page, an empty live region, so it is announced when it fills.
 */
export function BookedMessage({ busName, booked, onDismiss, actionRef }: BookedMessageProps) {
  return (
    <div className="bus-card__message" role="status">
      {booked ? (
        <>
          <p className="bus-card__message-text">
            {bookingConfirmationText(booked.seats, busName, booked.total)}
          </p>
          {booked.reference === undefined ? (
            <Link ref={actionRef} to="/bookings" className="button bus-card__message-link">
              {m.buses_view_my_bookings()}
            </Link>
          ) : (
            <Link
              ref={actionRef}
              to="/ticket/$reference"
              params={{ reference: booked.reference }}
              className="button bus-card__message-link"
            >
              {m.buses_view_ticket()}
            </Link>
          )}
          <DismissButton className="bus-card__message-close" onClick={onDismiss} />
        </>
      ) : null}
    </div>
  )
}
