import { describe, expect, it } from 'vitest'
import { resetSessionForTests } from '@/testing/session'
import {
  markGuest,
  readStoredSession,
  startSession,
  syncSessionAcrossTabs,
  sessionStore,
} from './session-store'

const amina = { id: 1, username: 'amina', email: 'amina@example.com' }
const state = () => sessionStore.getState()

/** Another tab's login, as this tab hears of it. */
function loginInAnotherTab() {
  localStorage.setItem('token', 'from-other-tab')
  localStorage.setItem('user', JSON.stringify(amina))
  window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
}

describe('session store', () => {
  it('starts logged out with empty storage', () => {
    expect(state()).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
      isGuest: false,
    })
  })

  it('mirrors a login to localStorage under token and user', () => {
    startSession('tok-1', amina, 'traveller')
    expect(localStorage.getItem('token')).toBe('tok-1')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(amina)
    expect(localStorage.getItem('role')).toBe('traveller')
    expect(state().isAuthenticated).toBe(true)
  })

  it('restores the saved token and user on start', () => {
    localStorage.setItem('token', 'tok-2')
    localStorage.setItem('user', JSON.stringify(amina))
    resetSessionForTests()
    expect(state()).toMatchObject({ token: 'tok-2', user: amina, isAuthenticated: true })
  })

  it('is authenticated only when both token and user exist', () => {
    localStorage.setItem('token', 'tok-3')
    resetSessionForTests()
    expect(state()).toMatchObject({ token: 'tok-3', isAuthenticated: false })
  })

  const corrupted = ['{not json', '"a string"', '42', '[1,2]']
  it.each(corrupted)('treats a corrupted user (%s) as logged out', (stored) => {
    localStorage.setItem('token', 'tok-4')
    localStorage.setItem('user', stored)
    expect(readStoredSession()).toMatchObject({ token: null, user: null })
  })

  it('marks a guest under isGuest', () => {
    markGuest()
    expect(localStorage.getItem('isGuest')).toBe('true')
    expect(state().isGuest).toBe(true)
  })

  it('picks up a login and a logout made in another tab', () => {
    const stop = syncSessionAcrossTabs()
    loginInAnotherTab()
    expect(state()).toMatchObject({ token: 'from-other-tab', isAuthenticated: true })

    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(state()).toMatchObject({ token: null, isAuthenticated: false })
    stop()
  })

  it("a logout in another tab empties this tab's sessionStorage; a login there does not", () => {
    const stop = syncSessionAcrossTabs()
    sessionStorage.setItem('guestBookingDraft', '{"name":"Amina Otieno"}')
    loginInAnotherTab()
    expect(sessionStorage.getItem('guestBookingDraft')).not.toBeNull()

    localStorage.removeItem('token')
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    expect(sessionStorage.length).toBe(0)
    stop()
  })
})
