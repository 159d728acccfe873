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
  it('starts logged out with empty storage; mirrors a login to localStorage; marks a guest', () => {
    expect(state()).toMatchObject({
      token: null,
      user: null,
      isAuthenticated: false,
      isGuest: false,
    })
    // A login is mirrored to localStorage, under token and user.
    startSession('tok-1', amina, 'traveller')
    expect(localStorage.getItem('token')).toBe('tok-1')
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(amina)
    expect(localStorage.getItem('role')).toBe('traveller')
    expect(state().isAuthenticated).toBe(true)
    // A guest is marked under isGuest.
    markGuest()
    expect(localStorage.getItem('isGuest')).toBe('true')
    expect(state().isGuest).toBe(true)
  })

  it('restores the saved token and user on start, authenticated only when both exist', () => {
    localStorage.setItem('token', 'tok-3')
    resetSessionForTests()
    expect(state()).toMatchObject({ token: 'tok-3', isAuthenticated: false })
    localStorage.setItem('user', JSON.stringify(amina))
    resetSessionForTests()
    expect(state()).toMatchObject({ token: 'tok-3', user: amina, isAuthenticated: true })
  })

  const corrupted = ['{not json', '"a string"', '42', '[1,2]']
  it.each(corrupted)('treats a corrupted user (%s) as logged out', (stored) => {
    localStorage.setItem('token', 'tok-4')
    localStorage.setItem('user', stored)
    expect(readStoredSession()).toMatchObject({ token: null, user: null })
  })

  it("picks up another tab's login and logout; only the logout empties this tab's sessionStorage", () => {
    const stop = syncSessionAcrossTabs()
    sessionStorage.setItem('guestBookingDraft', '{"name":"Amina Otieno"}')
    loginInAnotherTab()
    expect(state()).toMatchObject({ token: 'from-other-tab', isAuthenticated: true })
    expect(sessionStorage.getItem('guestBookingDraft')).not.toBeNull()

    localStorage.removeItem('token')
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
    expect(sessionStorage.length).toBe(0)
    // A logout that clears all the storage at once.
    loginInAnotherTab()
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    expect(state()).toMatchObject({ token: null, isAuthenticated: false })
    stop()
  })
})
