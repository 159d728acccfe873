import { formatNumber } from '@/lib/i18n/language'
import { formatKes } from '@/lib/money'
import { m } from '@/paraglide/messages.js'

/**
 * "Booked 2 seats on Coast Express · KES 3,000": seats, bus and total, after a booking. The
 * amount's spaces do not break, so "KES" never ends a line without its number, nor does the dot
 * before it start a line.
 */
export function bookingConfirmationText(seats: number, busName: string, total: number): string {
  const booked = seats === 1 ? m.buses_booked_seats_one : m.buses_booked_seats_other
  const amount = formatKes(total).replace(/ /g, '\u00a0')
  // The dot before the amount stays at the end of its line, never starts the next.
  return booked({ seats: formatNumber(seats), bus: busName, total: amount }).replace(
    / · /g,
    '\u00a0· ',
  )
}
