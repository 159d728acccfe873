import { describe, expect, it } from 'vitest'
import inlangProject from '../../../project.inlang/settings.json'
import { baseLocale, cookieName, locales } from '@/paraglide/runtime.js'
import { pickLanguage } from './language-rule'

describe("the hosts' language rule", () => {
  it('knows the languages Paraglide compiles, with its base language', () => {
    expect(locales).toEqual(inlangProject.locales)
    expect(baseLocale).toBe(inlangProject.baseLocale)
  })

  it("takes the traveller's choice from the cookie the app writes, before the browser's", () => {
    // Netlify's `Language=` condition in _redirects reads this cookie and no other.
    expect(cookieName).toBe('nf_lang')
    expect(pickLanguage(`a=1; ${cookieName}=sw`, 'en-GB,en')).toBe('sw')
    expect(pickLanguage(`${cookieName}=en`, 'sw-KE')).toBe('en')
    expect(pickLanguage(`other_${cookieName}=sw`, 'en')).toBe('en')
    expect(pickLanguage(`${cookieName}=fr`, 'sw')).toBe('sw')
  })

  it("else the browser's first preferred language, in any region, else the base language", () => {
    for (const header of ['sw', 'sw-KE,en;q=0.8', ' SW_TZ', 'sw;q=0.9'])
      expect(pickLanguage(null, header), header).toBe('sw')
    for (const header of ['en-US,sw', 'swa', 'fr-FR', '', null])
      expect(pickLanguage('', header), String(header)).toBe(baseLocale)
  })
})
