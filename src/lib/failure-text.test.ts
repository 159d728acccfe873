import { describe, expect, it } from 'vitest'
import { api, loginAs } from '../../mocks/test-api'
import { seedCredentials } from '../../mocks/seed'
import { setMockScenario } from '../../mocks/node'
import { ApiError, NetworkError, refusal, serverTextFromBody } from './api-error'
import { failureText, knownServerTexts } from './failure-text'
import { showLanguage } from './i18n/language'

const fallback = 'Failed to delete booking'
const fromServer = (serverText: string) =>
  new ApiError(serverText, { kind: 'http', status: 400, serverText })

describe('failureText: the server words in the traveller language (docs/product.md#errors)', () => {
  it.each(Object.keys(knownServerTexts))(
    'English keeps "%s" word for word; Kiswahili translates it',
    (text) => {
      expect(failureText(fromServer(text), fallback)).toBe(text)
      showLanguage('sw')
      const shown = failureText(fromServer(text), fallback)
      expect(shown).not.toBe(text)
      expect(shown.trim()).not.toBe('')
    },
  )

  it('shows words it does not know, or that only look alike, as they came, in either language', () => {
    // The server text is matched exactly, never a text that only looks alike.
    for (const text of ['invalid email or password', 'Invalid email or password.', 'toString']) {
      expect(failureText(fromServer(text), fallback)).toBe(text)
    }
    const unknown = 'Bus 42 leaves from River Road today'
    expect(failureText(fromServer(unknown), fallback)).toBe(unknown)
    showLanguage('sw')
    expect(failureText(fromServer(unknown), fallback)).toBe(unknown)
  })

  it('falls back to the screen text without server words, in the active language', () => {
    expect(failureText(new NetworkError(), fallback)).toBe(fallback)
    expect(failureText(refusal(undefined, fallback), fallback)).toBe(fallback)
    expect(failureText(new Error('boom'), fallback)).toBe(fallback)
  })
})

/** The server's words of an answer of the mock backend, as the app reads them. */
async function wordsOf(answer: Promise<Response>): Promise<string | undefined> {
  const response = await answer
  return serverTextFromBody(await response.json())
}

describe('the texts the mock backend sends where a screen shows them are all known', () => {
  it('login, register and cancel, refused and failing', async () => {
    const post = (path: string, json: unknown) => api(path, { method: 'POST', json })
    const { email } = seedCredentials.brian
    const token = await loginAs('brian')
    const said = [
      await wordsOf(post('/api/auth/login', { email, password: 'nope' })),
      await wordsOf(post('/api/auth/login', { email: '' })),
      await wordsOf(api('/api/auth/login', { method: 'POST', body: '{' })),
      await wordsOf(post('/api/auth/register', { username: '', email: '', password: '' })),
      await wordsOf(post('/api/auth/register', { username: 'b', email, password: 'x' })),
      await wordsOf(api('/api/bookings/99999', { method: 'DELETE', token })),
      await wordsOf(api('/api/bookings/1', { method: 'DELETE', token: 'expired' })),
    ]
    setMockScenario({ fail: ['login', 'register', 'cancelBooking'] })
    said.push(
      await wordsOf(post('/api/auth/login', { email, password: 'x' })),
      await wordsOf(api('/api/bookings/1', { method: 'DELETE', token })),
    )
    expect(said.filter((text) => text === undefined)).toEqual([])
    expect(said.filter((text) => !Object.hasOwn(knownServerTexts, text!))).toEqual([])
  })
})
