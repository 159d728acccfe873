import { formatNumber } from '@/lib/i18n/language'
import { formatKes } from '@/lib/money'
import { m } from '@/paraglide/messages.js'

/**
 * The texts of the seat-count rule on a bus card (docs/product.md#validation): message
 * functions, called when an answer is read, so they follow the language.
 */
const seatCountTexts = {
  invalid: m.buses_invalid_seat_count,
  notEnough: m.buses_not_enough_seats,
} as const

/** The prompt starts at 1 (docs/product.md#constants). */
export const defaultSeatAnswer = '1'

/** "How many seats? 25 available at KES 1,500 each.": the seats left and the price per seat. */
export function seatCountQuestion(available: number, price: number): string {
  return m.buses_seat_question({ available: formatNumber(available), price: formatKes(price) })
}

export type SeatCountResult =
  { kind: 'cancelled' } | { kind: 'refused'; message: string } | { kind: 'accepted'; seats: number }

/**
 * Reads the answer to the seat-count prompt: null (Cancel) does nothing; anything but a whole
 * number above 0 (words, '', '0', '-2', '1.5', '2.0', '1e1') is invalid; more than `available`
 * is refused.
 */
export function readSeatCount(answer: string | null, available: number): SeatCountResult {
  if (answer === null) return { kind: 'cancelled' }
  const text = answer.trim()
  if (!/^\d+$/.test(text)) return { kind: 'refused', message: seatCountTexts.invalid() }
  const seats = Number(text)
  if (seats <= 0) return { kind: 'refused', message: seatCountTexts.invalid() }
  if (seats > available) return { kind: 'refused', message: seatCountTexts.notEnough() }
  return { kind: 'accepted', seats }
}
