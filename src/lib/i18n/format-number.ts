import { getLocale } from './message-locale'

/** The locale Intl formats with: Kenyan English or Kenyan Kiswahili. */
export function intlLocale(): string {
  return getLocale() === 'sw' ? 'sw-KE' : 'en-KE'
}

/**
 * A count or other number in the active language. Below 1,000 both languages write the digits
 * alone, so Intl (whose first formatter costs tens of milliseconds, see src/lib/money.ts) is
 * built only for larger numbers.
 */
export function formatNumber(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) < 1000) return String(value)
  return new Intl.NumberFormat(intlLocale()).format(value)
}
