import { useStore } from 'zustand'
import { languageStore, type Language } from '@/lib/i18n/language-store'

/**
 * The active language, for components: re-renders when it changes. A switch re-mounts nothing,
 * so what is typed, the focus, the scroll position and open notices stay. React re-renders a
 * component's children with it, so only the components no parent re-renders call it: the root
 * layout, each component the router renders behind its memoised matches (route, pending, error
 * and not-found components) and memoised components.
 */
export function useLanguage(): Language {
  return useStore(languageStore, (state) => state.language)
}
