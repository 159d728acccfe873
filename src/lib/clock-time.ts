import { intlLocale } from '@/lib/i18n/language'

/** The time of day as hours and minutes on a 24-hour clock ("14:05"), in the active language. */
export function formatClockTime(time: number, locale = intlLocale()): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time)
}
