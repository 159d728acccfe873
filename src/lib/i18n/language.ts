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
import { pickLanguage } from './language-rule'

export type Language = Locale

/**
 * Paraglide's strategies (project.inlang/paraglide.config.ts), in order:
 *
 * - `custom-page`: the language of the page itself. A host with the language rule served the
 *   traveller's file; any other host (or a cache) served the one it had. Either way the app
 *   hydrates the page in its own language, and `followTravellersLanguage` switches afterwards.
 *   A switch writes it back to `<html lang>`.
 * - `custom-traveller`: the traveller's language, by the hosts' one rule
 *   (language-rule.ts): their choice (the language cookie), else their browser's first
 *   language. For a page without `lang` (the dev server, a mock-enabled build). It writes
 *   nothing: only `chooseLanguage` writes the cookie, so no cookie exists that nobody chose.
 */
defineCustomClientStrategy('custom-page', {
  getLocale: () => document.documentElement.lang || undefined,
  setLocale: (language) => {
    document.documentElement.lang = language
  },
})
defineCustomClientStrategy('custom-traveller', {
  getLocale: () => travellersLanguage(),
  setLocale: () => {},
})

/** The language a host with the rule would serve this traveller: their choice, else their browser's. */
export function travellersLanguage(): Language {
  return pickLanguage(document.cookie, navigator.languages.join(','))
}

/** The active language, outside React as in it. */
export const getLanguage = (): Language => getLocale()

/**
 * Renders the page in `language` without reloading it: Paraglide's `setLocale` with its reload
 * off writes `<html lang>`; the caller re-renders from the root (`router.invalidate()`), so the
 * page keeps what is typed, the focus and the scroll.
 */
export function showLanguage(language: Language): void {
  void setLocale(language, { reload: false })
}

/**
 * Keeps the traveller's choice in the language cookie (`cookieName`), which the hosts and the
 * service worker read to pick the next page (a device setting: logout keeps it). Only a choice
 * writes it.
 */
export function keepLanguageChoice(language: Language): void {
  document.cookie = `${cookieName}=${language}; path=/; max-age=${cookieMaxAge}; SameSite=Lax`
}

/**
 * The language the page should switch to once the app runs, if it is not already in it: the
 * traveller's (their choice, else their browser's first language). A host or cache without the
 * rule may have served the other one.
 */
export function languageToFollow(): Language | undefined {
  const wanted = travellersLanguage()
  return wanted === getLanguage() ? undefined : wanted
}

/** Where the app kept the choice before it moved to the cookie. */
const oldStorageKey = 'language'

/** A choice stored the old way becomes the cookie once: it was the traveller's own. */
export function carryOverStoredLanguage(): void {
  const stored = browserStorage.get(oldStorageKey)
  if (stored === null) return
  browserStorage.set(oldStorageKey, null)
  if (isLocale(stored)) keepLanguageChoice(stored)
}

/** The locale Intl formats with: the active language as written in Kenya (`en-KE`, `sw-KE`). */
export function intlLocale(): string {
  return `${getLanguage()}-KE`
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
