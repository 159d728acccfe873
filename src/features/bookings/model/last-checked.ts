import { formatClockTime } from '@/lib/clock-time'
import { intlLocale } from '@/lib/i18n/language'
import { m } from '@/paraglide/messages.js'

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/**
 * When the ticket's bookings were last read from the server: "Last checked at 17:23." the same
 * day, with the date before that, so it is never taken for the time of the booking.
 */
export function lastCheckedText(checkedAt: number, now = Date.now()): string {
  const time = formatClockTime(checkedAt)
  if (sameDay(new Date(checkedAt), new Date(now))) return m.bookings_ticket_checked_at({ time })
  const date = new Intl.DateTimeFormat(intlLocale(), { day: 'numeric', month: 'short' }).format(
    checkedAt,
  )
  return m.bookings_ticket_checked_on({ date, time })
}
