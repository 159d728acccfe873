import { describe, expect, it } from 'vitest'
import inlangProject from '../project.inlang/settings.json'
import {
  baseLanguage,
  languageCookie,
  languageFile,
  languages,
  pickLanguage,
} from './host-language'

describe("the hosts' language rule", () => {
  it('knows the languages Paraglide compiles, with its base language', () => {
    expect(languages).toEqual(inlangProject.locales)
    expect(baseLanguage).toBe(inlangProject.baseLocale)
  })

  it("takes the traveller's choice from the cookie the app writes, before the browser's", () => {
    // Netlify's `Language=` condition in _redirects reads this cookie and no other.
    expect(languageCookie).toBe('nf_lang')
    expect(pickLanguage(`a=1; ${languageCookie}=sw`, 'en-GB,en')).toBe('sw')
    expect(pickLanguage(`${languageCookie}=en`, 'sw-KE')).toBe('en')
    expect(pickLanguage(`other_${languageCookie}=sw`, 'en')).toBe('en')
    expect(pickLanguage(`${languageCookie}=fr`, 'sw')).toBe('sw')
  })

  it("else the browser's first preferred language, in any region, else the base language", () => {
    for (const header of ['sw', 'sw-KE,en;q=0.8', ' SW_TZ', 'sw;q=0.9'])
      expect(pickLanguage(null, header), header).toBe('sw')
    for (const header of ['en-US,sw', 'swa', 'fr-FR', '', null])
      expect(pickLanguage('', header), String(header)).toBe(baseLanguage)
  })

  it("keeps the base language's files at the root and each other's in its folder", () => {
    expect(languageFile('buses.html', baseLanguage)).toBe('buses.html')
    expect(languageFile('buses.html', 'sw')).toBe('sw/buses.html')
  })
})
