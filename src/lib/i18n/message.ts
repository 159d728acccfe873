import { kiswahiliMessages } from './kiswahili-messages'
import { getLanguage } from './language-store'

type Catalog = Partial<Record<string, (inputs: object) => string>>

/**
 * What each compiled message becomes in the bundle (scripts/build/i18n-plugin.ts): its English
 * text (a string, or a function of the placeholders), and its Kiswahili one from the catalog, which the language store loads before it makes
 * Kiswahili active. TypeScript keeps reading Paraglide's own typed modules in src/paraglide.
 */
export function message<Inputs extends object>(
  key: string,
  english: string | ((inputs: Inputs) => string),
): (inputs?: Inputs) => string {
  return (inputs = {} as Inputs) => {
    const catalog = getLanguage() === 'sw' ? (kiswahiliMessages as Catalog | undefined) : undefined
    const kiswahili = catalog?.[key]
    if (kiswahili) return kiswahili(inputs)
    return typeof english === 'string' ? english : english(inputs)
  }
}

/** The locale Intl formats with: Kenyan English or Kenyan Kiswahili. */
export function intlLocale(): string {
  return getLanguage() === 'sw' ? 'sw-KE' : 'en-KE'
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
