import { m } from '@/paraglide/messages.js'
import {
  defaultSeatAnswer,
  readSeatCount,
  seatCountQuestion,
  type SeatCountResult,
} from './seat-count'

/** Message functions, called when a request is made, so they follow the language. */
const seatRequestTexts = {
  loginFirst: m.buses_login_first,
  noSeats: m.buses_no_seats,
} as const

interface SeatRequestInput {
  hasToken: boolean
  available: number
  /** The price of one seat, in KES. */
  price: number
  /** The browser's prompt: the answer, or null when cancelled. */
  ask: (question: string, defaultAnswer: string) => string | null
}

/**
 * The checks of docs/product.md#booking-a-seat, in order: a stored token, then seats left, then the prompt and its answer.
 * Nothing is asked when an earlier check refuses. (At 0 seats the button is disabled anyway;
 * this guards a count that reached 0 after the card was drawn.)
 */
export function requestSeats({ hasToken, available, price, ask }: SeatRequestInput): SeatRequest {
  if (!hasToken) return { kind: 'needs-login', message: seatRequestTexts.loginFirst() }
  if (available <= 0) return { kind: 'refused', message: seatRequestTexts.noSeats() }
  return readSeatCount(ask(seatCountQuestion(available, price), defaultSeatAnswer), available)
}

/** Without a token the traveller is told, then sent to log in and brought back. */
type SeatRequest = SeatCountResult | { kind: 'needs-login'; message: string }
