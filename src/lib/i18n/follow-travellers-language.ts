import { languageToFollow, showLanguage, type Language } from './language'

/** What a language switch asks of the router: to render every match again, none marked invalid. */
interface Rerenders {
  invalidate(options: { filter: () => boolean }): Promise<void>
}

/**
 * Renders the whole page again in `language`, in place (docs/i18n.md#switching): the router
 * renders every match again, so nothing re-mounts and the route, what is typed, the focus and
 * the scroll all stay. No match is marked invalid: a switch is no reason to load a failed page
 * again. The language buttons and the follow below both switch this way.
 */
export function switchLanguageInPlace(router: Rerenders, language: Language): void {
  showLanguage(language)
  void router.invalidate({ filter: () => false })
}

/**
 * Switches the page in place to the traveller's language (their choice, else their browser's
 * first language) when it came in the other one, as the language buttons do (docs/i18n.md):
 * nothing re-mounts, what is typed and the scroll stay. Writes no cookie. Call it once the page
 * has hydrated: a part still hydrating would meet texts in another language than its HTML.
 */
export function followTravellersLanguage(router: Rerenders): void {
  const language = languageToFollow()
  if (language) switchLanguageInPlace(router, language)
}
