import { useLanguageStore, type Language } from './language-store'

/*
 * What Paraglide's compiled messages read to pick a language (scripts/build/i18n-plugin.ts
 * points them here instead of Paraglide's runtime).
 */
export const experimentalStaticLocale: Language | undefined = undefined

export function getLocale(): Language {
  return useLanguageStore.getState().language
}
