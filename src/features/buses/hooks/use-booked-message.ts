import { createContext, useContext, useMemo, useState } from 'react'
import type { Bus } from '../api/bus-schema'
import type { SeatsBooked } from '../api/use-book-seats'

interface ShownMessage {
  busId: Bus['id']
  booked: SeatsBooked
}

interface BookedMessages {
  shown: ShownMessage | null
  show: (message: ShownMessage) => void
  dismiss: () => void
}

const BookedMessageContext = createContext<BookedMessages>({
  shown: null,
  show: () => {},
  dismiss: () => {},
})

export const BookedMessageProvider = BookedMessageContext.Provider

/**
 * For the screen: the list's one booking message, among the `cards` shown. A second booking's
 * message replaces the first, so a phone never stacks two bars at the foot of its screen; a card
 * that leaves the list (a new search) takes its message with it.
 */
export function useBookedMessages(cards: readonly Bus[]): BookedMessages {
  const [shown, setShown] = useState<ShownMessage | null>(null)
  if (shown && !cards.some((bus) => bus.id === shown.busId)) setShown(null)
  return useMemo(() => ({ shown, show: setShown, dismiss: () => setShown(null) }), [shown])
}

/** For a card: its booking's message while it is the one shown, and the ways to change that. */
export function useBookedMessage(busId: Bus['id']) {
  const { shown, show, dismiss } = useContext(BookedMessageContext)
  return {
    booked: shown?.busId === busId ? shown.booked : null,
    show: (booked: SeatsBooked) => show({ busId, booked }),
    dismiss,
  }
}
