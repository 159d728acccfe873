import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cookieName } from '@/paraglide/runtime.js'
import { renderRoute } from '@/testing/render-route'
import { followTravellersLanguage } from './follow-travellers-language'
import { getLanguage, keepLanguageChoice } from './language'

afterEach(() => vi.restoreAllMocks())

/** /login as a host without the language rule sends it: in English, hydrated as it came. */
async function englishLoginThenFollow() {
  document.documentElement.lang = 'en'
  const { router, user } = renderRoute('/login')
  await user.type(await screen.findByLabelText('Email'), 'amina@example.com')
  followTravellersLanguage(router)
}

describe('a page that came in the other language than the traveller’s', () => {
  it('switches in place to the traveller’s choice, keeping what was typed', async () => {
    keepLanguageChoice('sw')
    await englishLoginThenFollow()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingia' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('sw')
    expect(screen.getByDisplayValue('amina@example.com')).toBeInTheDocument()
    expect(document.cookie).toBe(`${cookieName}=sw`)
  })

  it('switches to Kiswahili for a browser whose first language it is, writing no cookie', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'en'])
    await englishLoginThenFollow()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingia' })).toBeInTheDocument()
    expect(document.cookie).toBe('')
  })

  it('stays as it is for an English browser with no choice', async () => {
    await englishLoginThenFollow()
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument()
    expect(document.cookie).toBe('')
  })
})

it('reading the language writes no cookie', () => {
  document.documentElement.lang = ''
  expect(getLanguage()).toBe('en')
  expect(document.cookie).toBe('')
})
