import { getLanguage, type Language } from '@/lib/i18n/language'
import { m } from '@/paraglide/messages.js'
import { baseLocale } from '@/paraglide/runtime.js'
import { clockText } from './clock-time'

/** The backend's departure times, read onto the app's one clock (clock-time.ts). */

const twelveHour = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m\.?$/i
const twentyFourHour = /^(\d{1,2})[:.](\d{2})$/

/**
 * Minutes after midnight of a time in 12-hour ("08:00 AM", "1:30 pm") or 24-hour ("21:30")
 * form; null for none, "TBA" or anything unreadable ("25:00", "13:00 PM").
 */
export function clockMinutes(time: string | null): number | null {
  const text = time?.trim() ?? ''
  const twelve = twelveHour.exec(text)
  if (twelve) {
    const hours = Number(twelve[1])
    const minutes = Number(twelve[2] ?? 0)
    if (hours < 1 || hours > 12 || minutes > 59) return null
    const afternoon = twelve[3]?.toLowerCase() === 'p'
    return ((hours % 12) + (afternoon ? 12 : 0)) * 60 + minutes
  }
  const twentyFour = twentyFourHour.exec(text)
  if (twentyFour) {
    const hours = Number(twentyFour[1])
    const minutes = Number(twentyFour[2])
    if (hours > 23 || minutes > 59) return null
    return hours * 60 + minutes
  }
  return null
}

/**
 * A departure as the traveller reads it. The backend writes its times for readers of the base
 * language, English, who see its text as it is. In every other language the time is read and
 * written on the one clock ("5:25 PM" → "17:25"), or shown as it came when it cannot be read.
 * None: "TBA", in the reader's language.
 */
export function formatDeparture(departure: string | null, language: Language = getLanguage()) {
  const text = departure?.trim()
  if (!text) return m.common_departure_tba({}, { locale: language })
  if (language === baseLocale) return text
  const minutes = clockMinutes(text)
  return minutes === null ? text : clockText(minutes)
}
