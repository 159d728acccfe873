import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import { showLanguage, type Language } from '@/lib/i18n/language'

/**
 * Renders the whole page again in a language, in place (docs/i18n.md#switching): the router
 * renders every match again, so nothing re-mounts and the route, what is typed, the focus and
 * the scroll all stay. No match is marked invalid: a switch is no reason to load a failed page
 * again.
 */
export function useShowLanguage(): (language: Language) => void {
  const router = useRouter()
  return useCallback(
    (language: Language) => {
      showLanguage(language)
      void router.invalidate({ filter: () => false })
    },
    [router],
  )
}
