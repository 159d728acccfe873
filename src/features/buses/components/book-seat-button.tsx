import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { ConnectionNeeded } from '@/components/connection-needed'
import { useNeedsConnection } from '@/hooks/use-needs-connection'
import { useOnline } from '@/hooks/use-online'
import { dialogs } from '@/lib/dialogs'
import { askToKeepStorage } from '@/lib/keep-storage'
import { focusMainContent } from '@/lib/main-focus'
import { hasToken } from '@/lib/session-store'
import { markFirstBookable, measureTapToPrompt } from '@/lib/telemetry/moments'
import { m } from '@/paraglide/messages.js'
import type { Bus } from '../api/bus-schema'
import { useBookSeats } from '../api/use-book-seats'
import { useBookedMessage } from '../hooks/use-booked-message'
import { useListOrderHold } from '../hooks/use-list-order-hold'
import { bookSeatLabel, isFullyBooked } from '../model/bus-facts'
import { requestSeats } from '../model/seat-request'
import { BookedMessage } from './booked-message'

interface BookSeatButtonProps {
  bus: Bus
  /** The id of the bus name, so the button reads "Book Seat, Coast Express". */
  describedBy: string
}

/** Book Seat, its checks and prompt, and the server's answer (docs/product.md#booking-a-seat). */
export function BookSeatButton({ bus, describedBy }: BookSeatButtonProps) {
  const booking = useBookSeats(bus.id)
  const connection = useNeedsConnection(m.buses_booking_a_seat())
  const online = useOnline()
  const navigate = useNavigate()
  const router = useRouter()
  const holdOrder = useListOrderHold()
  const fullyBooked = isFullyBooked(bus)
  // From a press until its booking is sent, another press does nothing, even one in the same
  // task; while the seats are read again, the button says so.
  const pressed = useRef(false)
  const [checkingSeats, setCheckingSeats] = useState(false)
  const message = useBookedMessage(bus.id)
  const button = useRef<HTMLButtonElement>(null)
  // The time of the tap that is asking (its event's), until its prompt opens: a User Timing
  // measure (src/lib/telemetry/moments.ts).
  const tapTime = useRef<number | undefined>(undefined)
  const ask = (question: string, defaultAnswer: string) => {
    if (tapTime.current !== undefined) measureTapToPrompt(tapTime.current)
    tapTime.current = undefined
    return dialogs.prompt(question, defaultAnswer)
  }
  // The first card a traveller can book, once the app runs (a mark: moments.ts).
  useLayoutEffect(markFirstBookable, [])
  // What holds the list's order: from the tap until the message goes (dismissed, or replaced by
  // another booking's).
  const release = useRef<(() => void) | null>(null)
  const releaseOrder = () => {
    release.current?.()
    release.current = null
  }
  useEffect(() => releaseOrder, [])
  const showsMessage = message.booked !== null
  const showedMessage = useRef(false)
  useEffect(() => {
    if (!showsMessage && showedMessage.current) releaseOrder()
    showedMessage.current = showsMessage
  }, [showsMessage])

  // Back from a login that Book Seat asked for: this bus's question again, once it is in view.
  const resume = useSearch({ from: '/buses', select: (search) => search.book === bus.id })
  const askAgain = useEffectEvent(() => {
    tapTime.current = undefined
    void navigate({
      to: '/buses',
      search: (previous) => ({ ...previous, book: undefined }),
      replace: true,
      resetScroll: false,
    })
    void handleClick()
  })
  useEffect(() => {
    if (!resume || !hasToken()) return
    button.current?.scrollIntoView({ block: 'center' })
    // After the frame that shows the bus: the question then opens over it.
    const frame = requestAnimationFrame(() => askAgain())
    return () => cancelAnimationFrame(frame)
  }, [resume])

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
    releaseOrder()
    release.current = holdOrder()
    try {
      if (!(await askThenBook())) releaseOrder()
    } catch (error) {
      releaseOrder()
      throw error
    } finally {
      pressed.current = false
    }
  }

  /** True when a booking was sent: the order stays held until its message goes. */
  async function askThenBook(): Promise<boolean> {
    const request = await readSeatsThenAsk()
    if (request.kind === 'refused' || request.kind === 'needs-login') dialogs.alert(request.message)
    // Off to log in, then back to this list with its search, where this bus asks again.
    if (request.kind === 'needs-login') {
      const back = router.buildLocation({
        to: '/buses',
        search: (previous) => ({ ...previous, book: bus.id }),
      })
      void navigate({ to: '/login', search: { redirect: back.href } })
    }
    if (request.kind !== 'accepted' || !connection.allows()) return false
    const { seats } = request
    askToKeepStorage()
    let made = false
    booking.book(seats, bus.price, {
      booked: (seatsBooked) => {
        made = true
        message.show(seatsBooked)
      },
      // A failed booking has no message to wait for.
      settled: () => {
        if (!made) releaseOrder()
      },
    })
    return true
  }

  function dismiss() {
    // The list is sorted and filtered again at once, so the focus goes where the card now is.
    flushSync(() => {
      message.dismiss()
      releaseOrder()
    })
    // Back to Book Seat; to the card's name when the last seats went (the button is disabled);
    // to the start of the content when the card left the list ("Only buses with free seats").
    const heading = document.getElementById(describedBy)
    if (button.current?.isConnected && !button.current.disabled) button.current.focus()
    else if (heading?.isConnected) heading.focus()
    else focusMainContent()
  }

  return (
    // Hidden on the prerendered page until the app runs: a tap there would do nothing.
    <div className="bus-card__action" data-needs-app>
      <button
        ref={button}
        type="button"
        className="button bus-card__book"
        // Fully booked: really disabled (docs/product.md#buses). Booking: aria-disabled, so focus
        // stays here. Offline it looks unavailable, yet a tap still says why.
        disabled={fullyBooked && !booking.isPending}
        aria-disabled={booking.isPending || checkingSeats || undefined}
        data-offline={online ? undefined : ''}
        onClick={(event) => {
          tapTime.current = event.timeStamp
          void handleClick()
        }}
        aria-describedby={describedBy}
      >
        {booking.isPending
          ? m.buses_booking()
          : checkingSeats
            ? m.buses_checking_seats()
            : bookSeatLabel(bus)}
      </button>
      <ConnectionNeeded message={connection.message} />
      <BookedMessage busName={bus.name} booked={message.booked} onDismiss={dismiss} />
    </div>
  )
}
