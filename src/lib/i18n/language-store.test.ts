import { afterEach, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { loadKiswahiliMessages } from './kiswahili-messages'
import {
  chooseLanguage,
  initialLanguage,
  languageStorageKey,
  startLanguage,
  languageStore,
} from './language-store'

afterEach(async () => {
  await chooseLanguage('en')
  localStorage.clear()
})

describe('initialLanguage', () => {
  it.each([
    ['sw', 'en-US', 'sw'],
    ['en', 'sw-KE', 'en'],
    [null, 'sw', 'sw'],
    [null, 'sw-KE', 'sw'],
    [null, 'sw-TZ', 'sw'],
    [null, 'SW-ke', 'sw'],
    [null, 'en-KE', 'en'],
    [null, 'swe', 'en'],
    [null, undefined, 'en'],
    ['fr', 'sw-KE', 'sw'],
  ] as const)('stored %s, browser %s: %s', (stored, preferred, expected) => {
    expect(initialLanguage(stored, preferred)).toBe(expected)
  })
})

describe('choosing a language', () => {
  it('switches every message, <html lang> and the stored choice', async () => {
    await chooseLanguage('sw')
    expect(languageStore.getState().language).toBe('sw')
    expect(document.documentElement.lang).toBe('sw')
    expect(localStorage.getItem(languageStorageKey)).toBe('sw')
    expect(m.home_book_now()).toBe('Weka Nafasi Sasa!')

    await chooseLanguage('en')
    expect(document.documentElement.lang).toBe('en')
    expect(m.home_book_now()).toBe('Book Now!')
  })

  it('starts in the stored language', async () => {
    localStorage.setItem(languageStorageKey, 'sw')
    await startLanguage()
    expect(languageStore.getState().language).toBe('sw')
    expect(m.home_book_now()).toBe('Weka Nafasi Sasa!')
  })

  it('stays English until the prerendered page is hydrated, then switches', async () => {
    localStorage.setItem(languageStorageKey, 'sw')
    let hydrated = () => {}
    const started = startLanguage(new Promise<void>((resolve) => (hydrated = resolve)))
    await loadKiswahiliMessages()
    expect(languageStore.getState().language).toBe('en')
    expect(m.home_book_now()).toBe('Book Now!')
    hydrated()
    await started
    expect(languageStore.getState().language).toBe('sw')
  })
})
