/**
 * Cloudflare Pages: the traveller's language for a page request (src/lib/i18n/language-rule.ts).
 * Pages' `_redirects` has no conditions, so this middleware sends the page request of a reader
 * of any language but the base one to the same address under that language's folder (`/sw/`),
 * where the build keeps its pages and the plain rules of `_redirects` answer it
 * (deploy/host-files.ts). Files are served as they are. Every page says that it depends on the
 * language.
 */
import { baseLocale } from '../src/paraglide/runtime.js'
import { filePathPattern, languageFile } from '../src/lib/host-rule.ts'
import { pickLanguage } from '../src/lib/i18n/language-rule.ts'
import { languageVary } from '../deploy/host-language.ts'

/** The part of Pages' function context this uses. */
interface PagesContext {
  request: Request
  next: (input?: Request | string, init?: RequestInit) => Promise<Response>
}

export async function onRequest({ request, next }: PagesContext): Promise<Response> {
  const url = new URL(request.url)
  if (filePathPattern.test(url.pathname)) return next()
  const language = pickLanguage(
    request.headers.get('Cookie'),
    request.headers.get('Accept-Language'),
  )
  const path = `/${languageFile(url.pathname.slice(1), language)}`
  const answer =
    language === baseLocale
      ? await next()
      : await next(new Request(new URL(path + url.search, url), request))
  const response = new Response(answer.body, answer)
  // _headers says it already for the pages it lists; an unknown address's 404 gets it here.
  if (!response.headers.get('Vary')?.includes('Accept-Language')) {
    response.headers.append('Vary', languageVary)
  }
  return response
}
