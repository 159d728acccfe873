/**
 * Which language's copy of a page a host serves (docs/i18n.md). Every prerendered file (the
 * pages, the app shell, the 404 page) exists in each language: English's at the root of the
 * build, Kiswahili's in `sw/`. The host picks one per request, before any script runs, by one
 * rule, which nginx (deploy/nginx/matatu.conf), Netlify (`_redirects`), the Cloudflare Pages
 * middleware (functions/_middleware.ts) and the service worker (src/sw.ts) follow:
 *
 * 1. the traveller's choice, the cookie `nf_lang` (the app writes it; Netlify reads that name);
 * 2. else the browser's first preferred language (`Accept-Language`): Kiswahili for `sw`,
 *    `sw-KE`, `sw-TZ`, …;
 * 3. else English.
 */
export const languages = ['en', 'sw'] as const
export type Language = (typeof languages)[number]

export const languageCookie = 'nf_lang'

/** A response that depends on the language says so to caches. */
export const languageVary = 'Cookie, Accept-Language'

const isLanguage = (value: string | undefined): value is Language =>
  languages.some((language) => language === value)

/** Rules 1 to 3, from the request's `Cookie` and `Accept-Language` headers. */
export function pickLanguage(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Language {
  const chosen = new RegExp(`(?:^|;)\\s*${languageCookie}=([^;]*)`).exec(cookieHeader ?? '')?.[1]
  if (isLanguage(chosen?.trim())) return chosen.trim() as Language
  return /^\s*sw(?:[-_;,\s]|$)/i.test(acceptLanguage ?? '') ? 'sw' : 'en'
}

/** Where a language's copy of a file of the build is: `buses.html`, `sw/buses.html`. */
export function languageFile(file: string, language: Language): string {
  return language === 'en' ? file : `${language}/${file}`
}
