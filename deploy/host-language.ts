import { baseLocale, cookieName, locales } from '../src/paraglide/runtime.js'

/**
 * Which language's copy of a page a host serves (docs/i18n.md). Every prerendered file (the
 * pages, the app shell, the 404 page) exists in each language: the base language's at the root
 * of the build, each other's in a folder of its name (`sw/`). The host picks one per request,
 * before any script runs, by one rule, which nginx (the maps of `_nginx-language.conf`,
 * deploy/host-files.ts), Netlify (`_redirects`), the Cloudflare Pages middleware
 * (functions/_middleware.ts) and the service worker (src/sw.ts) follow:
 *
 * 1. the traveller's choice, the language cookie (the app writes it; Netlify reads that name);
 * 2. else the browser's first preferred language (`Accept-Language`): Kiswahili for `sw`,
 *    `sw-KE`, `sw-TZ`, …;
 * 3. else the base language, English.
 *
 * The languages and the cookie's name are Paraglide's settings (project.inlang/settings.json and
 * project.inlang/paraglide.config.ts), read here from its compiled runtime (`npm run i18n`).
 */
export const languages = locales
export type Language = (typeof languages)[number]

export const baseLanguage: Language = baseLocale

export const languageCookie = cookieName

/** A response that depends on the language says so to caches. */
export const languageVary = 'Cookie, Accept-Language'

const isLanguage = (value: string | undefined): value is Language =>
  languages.some((language) => language === value)

/**
 * Rule 2 for one language, as a case-insensitive regular expression's source: the first language
 * of an `Accept-Language` header is `language`, in any region.
 */
export const firstPreferredPattern = (language: Language): string =>
  `^\\s*${language}(?:[-_;,\\s]|$)`

/** Rules 1 to 3, from the request's `Cookie` and `Accept-Language` headers. */
export function pickLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  const chosen = new RegExp(`(?:^|;)\\s*${languageCookie}=([^;]*)`)
    .exec(cookieHeader ?? '')?.[1]
    ?.trim()
  if (isLanguage(chosen)) return chosen
  const preferred = languages.find((language) =>
    new RegExp(firstPreferredPattern(language), 'i').test(acceptLanguage ?? ''),
  )
  return preferred ?? baseLanguage
}

/** Where a language's copy of a file of the build is: `buses.html`, `sw/buses.html`. */
export function languageFile(file: string, language: Language): string {
  return language === baseLanguage ? file : `${language}/${file}`
}

/** Each language but the base one: those whose files are in a folder of their own. */
export const folderLanguages = languages.filter((language) => language !== baseLanguage)
