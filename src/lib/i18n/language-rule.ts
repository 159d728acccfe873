// Relative imports with their extension: the hosts' code (deploy/, functions/, vite.config.ts)
// loads this file outside Vite, without the `@/` alias.
import { baseLocale, cookieName, isLocale, locales, type Locale } from '../../paraglide/runtime.js'

/**
 * Which language a traveller gets, before any script runs: one rule that every host (nginx's
 * maps, Netlify's `_redirects`, the Cloudflare Pages middleware, `vite preview`), the service
 * worker and the app itself follow (docs/i18n.md#the-first-paint):
 *
 * 1. the traveller's choice, the language cookie (the app writes it; Netlify reads that name);
 * 2. else the browser's first preferred language (`Accept-Language`), in any region: `sw`,
 *    `sw-KE` and `sw-TZ` all give Kiswahili;
 * 3. else the base language.
 *
 * The languages, the base one and the cookie's name are Paraglide's (project.inlang/).
 */

/**
 * Rule 2 for one language, as a case-insensitive regular expression's source: the first language
 * of an `Accept-Language` header is `language`, in any region. nginx's map uses it as it is.
 */
export const firstPreferredPattern = (language: Locale): string => `^\\s*${language}(?:[-_;,\\s]|$)`

/** Rules 1 to 3, from a request's `Cookie` and `Accept-Language` headers. */
export function pickLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale {
  const chosen = new RegExp(`(?:^|;)\\s*${cookieName}=([^;]*)`)
    .exec(cookieHeader ?? '')?.[1]
    ?.trim()
  if (isLocale(chosen)) return chosen
  const preferred = locales.find((language) =>
    new RegExp(firstPreferredPattern(language), 'i').test(acceptLanguage ?? ''),
  )
  return preferred ?? baseLocale
}
