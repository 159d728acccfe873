import { baseLocale, locales } from '../src/paraglide/runtime.js'

/**
 * The hosts' side of the language rule (src/lib/i18n/language-rule.ts, which the app and the
 * service worker follow too). Every prerendered file (the pages, the app shell, the 404 page)
 * exists in each language: the base language's at the root of the build, each other's in a
 * folder of its name (`languageFile` in src/lib/host-rule.ts). nginx (the maps of
 * `_nginx-language.conf`, deploy/host-files.ts), Netlify (`_redirects`) and the Cloudflare Pages
 * middleware (functions/_middleware.ts) pick one per request by that rule.
 */

/** A response that depends on the language says so to caches. */
export const languageVary = 'Cookie, Accept-Language'

/** Each language but the base one: those whose files are in a folder of their own. */
export const folderLanguages = locales.filter((language) => language !== baseLocale)
