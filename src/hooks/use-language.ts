import { useRouterState } from '@tanstack/react-router'
import { getLanguage, type Language } from '@/lib/i18n/language'

/**
 * The active language, for a component that must render again when it switches: a memoised one
 * inside a screen (the screens themselves follow on their own, docs/i18n.md). A switch sets the
 * language, then renders the router's state again (`switchLanguageInPlace`); this reads the
 * language at every such change and renders the caller again when it differs.
 */
export function useLanguage(): Language {
  return useRouterState({ select: () => getLanguage() })
}
