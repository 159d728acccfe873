/**
 * Cloudflare Pages: the traveller's language for a page request (deploy/host-language.ts).
 * Pages' `_redirects` has no conditions, so this middleware sends a Kiswahili reader's page
 * request to the same address under /sw/, where the build keeps Kiswahili's pages and the
 * plain rules of `_redirects` answer it (deploy/host-files.ts). Files are served as they are.
 * Every page says that it depends on the language.
 */
import { languageVary, pickLanguage } from '../deploy/host-language'
import { filePathPattern } from '../deploy/host-rule'

/** The part of Pages' function context this uses. */
interface PagesContext {
  request: Request
  next(input?: Request | string, init?: RequestInit): Promise<Response>
}

export async function onRequest({ request, next }: PagesContext): Promise<Response> {
  const url = new URL(request.url)
  if (filePathPattern.test(url.pathname)) return next()
  const language = pickLanguage(
    request.headers.get('Cookie'),
    request.headers.get('Accept-Language'),
  )
  const folder = language === 'en' ? '' : `/${language}`
  const answer = folder
    ? await next(new Request(new URL(folder + url.pathname + url.search, url), request))
    : await next()
  const response = new Response(answer.body, answer)
  // _headers says it already for the pages it lists; an unknown address's 404 gets it here.
  if (!response.headers.get('Vary')?.includes('Accept-Language')) {
    response.headers.append('Vary', languageVary)
  }
  return response
}
