import { createStore } from 'zustand/vanilla'
import { browserStorage } from '@/lib/browser-storage'
import { loadKiswahiliMessages } from './kiswahili-messages'

const languages = ['en', 'sw'] as const
export type Language = (typeof languages)[number]

/** The traveller's choice on this device; a setting, so logout keeps it. */
export const languageStorageKey = 'language'

/** Plain (no React), so messages can read it before the app runs: use-language.ts is its hook. */
export const languageStore = createStore<{ language: Language }>(() => ({ language: 'en' }))

/** The active language, outside React (messages, Intl). */
export const getLanguage = (): Language => languageStore.getState().language

function isLanguage(value: string | null): value is Language {
  return languages.some((language) => language === value)
}

/** The stored choice; with none, Kiswahili when the browser's preferred language is Kiswahili. */
export function initialLanguage(stored: string | null, preferred: string | undefined): Language {
  if (isLanguage(stored)) return stored
  return /^sw(-|$)/i.test(preferred ?? '') ? 'sw' : 'en'
}

/**
 * Switches the app's texts. Kiswahili's messages are loaded first, so a message never asks for
 * a language it does not have; rejects when they cannot be loaded (offline on a first visit).
 */
export async function setLanguage(language: Language): Promise<void> {
  if (language === 'sw') await loadKiswahiliMessages()
  document.documentElement.lang = language
  languageStore.setState({ language })
}

export async function chooseLanguage(language: Language): Promise<void> {
  await setLanguage(language)
  browserStorage.set(languageStorageKey, language)
}

/**
 * At start: the stored or preferred language; English if Kiswahili cannot be loaded. Its texts
 * download at once, but show only once `applyAfter` resolves: a prerendered page is English,
 * and React must hydrate it in English before it switches.
 */
export async function startLanguage(applyAfter?: Promise<void>): Promise<void> {
  const language = initialLanguage(browserStorage.get(languageStorageKey), navigator.language)
  if (language === 'en') return
  const loading = loadKiswahiliMessages()
  await applyAfter
  await loading.then(() => setLanguage(language)).catch(() => undefined)
}
