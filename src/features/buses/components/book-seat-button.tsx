import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { ConnectionNeeded } from '@/components/connection-needed'
import { useNeedsConnection } from '@/hooks/use-needs-connection'
import { dialogs } from '@/lib/dialogs'
import { askToKeepStorage } from '@/lib/keep-storage'
import { hasToken } from '@/lib/session-store'
import { m } from '@/paraglide/messages.js'
import type { Bus } from '../api/bus-schema'
import { useBookSeats } from '../api/use-book-seats'
import { bookingConfirmationText } from '../model/booking-confirmation'
import { bookSeatLabel, isFullyBooked } from '../model/bus-facts'
import { requestSeats } from '../model/seat-request'

interface BookSeatButtonProps {
  bus: Bus
  /** The id of the bus name, so the button reads "Book Seat, Coast Express". */
  describedBy: string
}

const ask = (question: string, defaultAnswer: string) => dialogs.prompt(question, defaultAnswer)

/** Book Seat, its checks and prompt, and the server's answer (docs/product.md#booking-a-seat). */
export function BookSeatButton({ bus, describedBy }: BookSeatButtonProps) {
  const booking = useBookSeats(bus.id)
  const connection = useNeedsConnection(m.buses_booking_a_seat())
  const navigate = useNavigate()
  const router = useRouter()
  const fullyBooked = isFullyBooked(bus)
  // From a press until its booking is sent, another press does nothing, even one in the same
  // task; while the seats are read again, the button says so.
  const pressed = useRef(false)
  const [checkingSeats, setCheckingSeats] = useState(false)
  const [booked, setBooked] = useState<{ seats: number; total: number } | null>(null)
  const message = useRef<HTMLDivElement>(null)
  // The card grew under its button: bring the message into view, moving as little as needed.
  useEffect(() => {
    // (jsdom has no scrollIntoView.)
    if (booked) message.current?.scrollIntoView?.({ block: 'nearest' })
  }, [booked])

  /** The seats read again from the server, the button saying so meanwhile. */
  async function readSeatsAgain(): Promise<number> {
    setCheckingSeats(true)
    try {
      return await booking.readSeats(bus.seatsAvailable)
    } finally {
      setCheckingSeats(false)
    }
  }

  async function readSeatsThenAsk() {
    if (!hasToken()) return requestSeats({ hasToken: false, available: 0, price: bus.price, ask })
    // No await on a fresh list: the prompt opens in the tap's own task.
    const available = booking.isListFresh() ? bus.seatsAvailable : await readSeatsAgain()
    return requestSeats({ hasToken: true, available, price: bus.price, ask })
  }

  async function handleClick() {
    // Offline: no prompt, nothing sent; asked again after the prompt, which may take a while.
    if (pressed.current || booking.isInFlight() || !connection.allows()) return
    pressed.current = true
    try {
      await askThenBook()
    } finally {
      pressed.current = false
    }
  }

  async function askThenBook() {
    const request = await readSeatsThenAsk()
    if (request.kind === 'refused' || request.kind === 'needs-login') dialogs.alert(request.message)
    // Off to log in, then back to this list with its search.
    if (request.kind === 'needs-login') {
      void navigate({
        to: '/login',
        search: { redirect: router.state.location.href },
      })
    }
    if (request.kind !== 'accepted' || !connection.allows()) return
    const { seats } = request
    askToKeepStorage()
    setBooked(null)
    booking.book(seats, (total) => setBooked({ seats, total: total ?? seats * bus.price }))
  }

  return (
    // Hidden on the prerendered page until the app runs: a tap there would do nothing.
    <div className="bus-card__action" data-needs-app>
      <button
        type="button"
        className="button bus-card__book"
        // Fully booked: really disabled (docs/product.md#buses). Booking: aria-disabled, so focus stays here.
        disabled={fullyBooked && !booking.isPending}
        aria-disabled={booking.isPending || checkingSeats || undefined}
        onClick={() => void handleClick()}
        aria-describedby={describedBy}
      >
        {booking.isPending
          ? m.buses_booking()
          : checkingSeats
            ? m.buses_checking_seats()
            : bookSeatLabel(bus)}
      </button>
      <ConnectionNeeded message={connection.message} />
      {/* In the card, under the button that was pressed: it covers no other card, and it is
          always in the page (an empty live region) so it is announced when it fills. */}
      <div ref={message} className="bus-card__message" role="status">
        {booked ? (
          <>
            <p className="bus-card__message-text">
              {bookingConfirmationText(booked.seats, bus.name, booked.total)}
            </p>
            <Link to="/bookings" className="bus-card__message-link">
              {m.buses_view_my_bookings()}
            </Link>
            <button
              type="button"
              className="bus-card__message-close"
              aria-label={m.common_dismiss_message()}
              onClick={() => setBooked(null)}
            >
              ×
            </button>
          </>
        ) : null}
      </div>
    </div>
  )
}
