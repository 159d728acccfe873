import { useCallback } from 'react'
import { useRouter } from '@tanstack/react-router'
import { switchLanguageInPlace } from '@/lib/i18n/follow-travellers-language'
import type { Language } from '@/lib/i18n/language'

/** For the language buttons: the page again in a language, in place (switchLanguageInPlace). */
export function useShowLanguage(): (language: Language) => void {
  const router = useRouter()
  return useCallback((language: Language) => switchLanguageInPlace(router, language), [router])
}
