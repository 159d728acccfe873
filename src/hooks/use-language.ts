import { useStore } from 'zustand'
import { languageStore, type Language } from '@/lib/i18n/language-store'

/** The active language, for components: re-renders when it changes. */
export function useLanguage(): Language {
  return useStore(languageStore, (state) => state.language)
}
