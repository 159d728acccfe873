import { languageToFollow, showLanguage } from './language'

/** What a language switch asks of the router: to render every match again, none marked invalid. */
interface Rerenders {
  invalidate(options: { filter: () => boolean }): Promise<void>
}

/**
 * Switches the page in place to the traveller's language (their choice, else their browser's
 * first language) when it came in the other one, as the language buttons do (docs/i18n.md):
 * nothing re-mounts, what is typed and the scroll stay. Writes no cookie. Call it once the page
 * has hydrated: a part still hydrating would meet texts in another language than its HTML.
 */
export function followTravellersLanguage(router: Rerenders): void {
  const language = languageToFollow()
  if (!language) return
  showLanguage(language)
  void router.invalidate({ filter: () => false })
}
