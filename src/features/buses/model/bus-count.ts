import { formatNumber } from '@/lib/i18n/language'
import { m } from '@/paraglide/messages.js'

/** Cards shown at first and added by each "Show more": whole rows of 2, 3 or 4 columns. */
export const busPageSize = 24

/** The first cards' pictures load at once (the first row on a phone); the rest when near view. */
export const eagerPictures = 2

/** "5 buses", "1 bus", or the no-match text: the count above the cards. */
export function busCountText(count: number): string {
  if (count === 0) return m.buses_count_none()
  const text = count === 1 ? m.buses_count_one : m.buses_count_other
  return text({ count: formatNumber(count) })
}
