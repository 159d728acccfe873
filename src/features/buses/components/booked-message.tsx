import { useLayoutEffect, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { DismissButton } from '@/components/dismiss-button'
import { m } from '@/paraglide/messages.js'
import type { SeatsBooked } from '../api/use-book-seats'
import { bookingConfirmationText } from '../model/booking-confirmation'

interface BookedMessageProps {
  busName: string
  booked: SeatsBooked | null
  onDismiss: () => void
}

/** The room left between the booked card and a message bar below it. */
const gapAboveBar = 8

/**
 * A message bar fixed at the foot of the screen (a phone's) covers the booked card when that card
 * is at the foot: the page scrolls it up above the bar. Nothing in the page moves.
 */
function keepCardAboveBar(message: HTMLElement): void {
  const card = message.closest('article')
  if (!card || getComputedStyle(message).position !== 'fixed') return
  const bar = message.firstElementChild?.getBoundingClientRect()
  if (!bar) return
  const overlap = card.getBoundingClientRect().bottom + gapAboveBar - bar.top
  if (overlap > 0) window.scrollBy({ top: overlap, behavior: 'instant' })
}

/**
 * After a booking: seats, bus and total, and the way to the new ticket, or to My Bookings when
 * its key is not known; its link takes the focus. It covers none of the card's facts: over the
 * card's picture where the card has a large one, else a bar at the foot of the screen
 * (docs/product.md#booking-a-seat). Always in the page, an empty live region, so it is announced
 * when it fills.
 */
export function BookedMessage({ busName, booked, onDismiss }: BookedMessageProps) {
  const region = useRef<HTMLDivElement>(null)
  const action = useRef<HTMLAnchorElement>(null)
  useLayoutEffect(() => {
    if (!booked || !region.current) return
    keepCardAboveBar(region.current)
    action.current?.focus()
  }, [booked])

  return (
    <div ref={region} className="bus-card__message" role="status">
      {booked ? (
        <div className="toast">
          <p className="toast__text">
            {bookingConfirmationText(booked.seats, busName, booked.total)}
          </p>
          {booked.reference === undefined ? (
            <Link ref={action} to="/bookings" className="toast__link">
              {m.buses_view_my_bookings()}
            </Link>
          ) : (
            <Link
              ref={action}
              to="/ticket/$reference"
              params={{ reference: booked.reference }}
              className="toast__link"
            >
              {m.buses_view_ticket()}
            </Link>
          )}
          <DismissButton className="toast__close" onClick={onDismiss} />
        </div>
      ) : null}
    </div>
  )
}
