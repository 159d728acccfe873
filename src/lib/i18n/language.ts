import {
  cookieMaxAge,
  cookieName,
  defineCustomClientStrategy,
  getLocale,
  isLocale,
  setLocale,
  type Locale,
} from '@/paraglide/runtime.js'
import { browserStorage } from '@/lib/browser-storage'

export type Language = Locale

/**
 * Paraglide's first strategy (project.inlang/paraglide.config.ts): the language of the page itself.
 * The host (or the service worker) picked the HTML by the traveller's cookie or browser
 * language, so the app hydrates it in that language; a switch writes it back to `<html lang>`.
 * A page without `lang` (the dev server, a mock-enabled build) falls through to the cookie.
 */
defineCustomClientStrategy('custom-page', {
  getLocale: () => document.documentElement.lang || undefined,
  setLocale: (language) => {
    document.documentElement.lang = language
  },
})

/** The active language, outside React as in it. */
export const getLanguage = (): Language => getLocale()

/**
 * The traveller's choice: `<html lang>` and the `nf_lang` cookie (which the host and the service
 * worker read to pick the next page), without Paraglide's reload: the caller re-renders from the
 * root (`router.invalidate()`), so the page keeps what is typed, the focus and the scroll.
 */
export function chooseLanguage(language: Language): void {
  void setLocale(language, { reload: false })
}

/** Where the app kept the choice before it moved to the cookie. */
const oldStorageKey = 'language'

/**
 * A choice stored the old way becomes the cookie once, so the host serves the next page in that
 * language; this page stays as it was hydrated.
 */
export function carryOverStoredLanguage(): void {
  const stored = browserStorage.get(oldStorageKey)
  if (stored === null) return
  browserStorage.set(oldStorageKey, null)
  getLocale() // Paraglide writes the page's language to the cookie on first use: after that.
  if (isLocale(stored)) document.cookie = `${cookieName}=${stored}; path=/; max-age=${cookieMaxAge}`
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
