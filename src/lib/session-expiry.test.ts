import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { ApiError, NetworkError } from './api-error'
import type { CallMeta } from './call-meta'
import { dialogs } from './dialogs'
import { createQueryClient } from './query-client'
import { setLoginRedirect } from './session-expiry'
import { endSession, startSession, sessionStore, syncSessionAcrossTabs } from './session-store'

/** A 401 from the server, for a request sent with `sentToken`. */
const unauthorized = (sentToken: string | null = 'tok') =>
  new ApiError('Unauthorized', { kind: 'http', status: 401, sentToken })
const serverError = () =>
  new ApiError('API Error', { kind: 'http', status: 500, serverText: undefined })
const bookingAlert = { alertOnError: () => 'Booking failed' }
const expiredAlert = { alert: 'Session expired.' }

let redirect: ReturnType<typeof vi.fn<() => void>>
let alert: MockInstance<(message: string) => void>
const events: string[] = []

beforeEach(() => {
  events.length = 0
  redirect = vi.fn(() => {
    events.push(`redirect (token ${sessionStore.getState().token})`)
  })
  setLoginRedirect(redirect)
  alert = vi.spyOn(dialogs, 'alert').mockImplementation((text) => {
    events.push(`alert ${text} (token ${sessionStore.getState().token})`)
  })
  startSession('tok', { id: 1 })
})

afterEach(() => vi.useRealTimers())

function failingQuery(error: Error, meta?: CallMeta) {
  const queryClient = createQueryClient({ retry: false })
  return queryClient
    .fetchQuery({ queryKey: ['failing', error], queryFn: () => Promise.reject(error), meta })
    .catch(() => undefined)
}

function failingMutation(error: Error, meta?: CallMeta, onError?: () => void) {
  const queryClient = createQueryClient({ retry: false })
  return queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: () => Promise.reject(error), meta, onError })
    .execute(undefined)
    .catch(() => undefined)
}

describe('the one 401 path', () => {
  it('ends the session only for a 401, to a call whose meta says so, of a request with a token', async () => {
    await failingQuery(unauthorized())
    await failingMutation(unauthorized())
    // Not for a 401 of a request sent without a token, nor for other failures.
    await failingQuery(unauthorized(null), { on401: 'end-session' })
    await failingQuery(serverError(), { on401: 'end-session' })
    await failingQuery(new NetworkError(), { on401: 'end-session' })
    expect(sessionStore.getState().token).toBe('tok')
    expect(redirect).not.toHaveBeenCalled()

    await failingQuery(unauthorized(), { on401: 'end-session' })
    expect(sessionStore.getState().token).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(redirect).toHaveBeenCalledOnce()
  })

  it('alerts first, then removes the token, then goes to /login', async () => {
    await failingMutation(unauthorized(), { on401: expiredAlert })
    expect(events).toEqual(['alert Session expired. (token tok)', 'redirect (token null)'])
  })

  it("waits before ending the session when the screen shows a notice; never ending the next one's", async () => {
    vi.useFakeTimers()
    // The profile's delayed expiry never ends the next session, logged in here.
    await failingQuery(unauthorized(), { on401: { afterMs: 1500 } })
    vi.advanceTimersByTime(500)
    endSession()
    startSession('tok2', { id: 2 })
    vi.advanceTimersByTime(1500)
    expect(sessionStore.getState().token).toBe('tok2')
    expect(redirect).not.toHaveBeenCalled()
    // That session's own 401s end it once, after the wait.
    await failingQuery(unauthorized('tok2'), { on401: { afterMs: 1500 } })
    await failingQuery(unauthorized('tok2'), { on401: { afterMs: 1500 } })
    vi.advanceTimersByTime(1499)
    expect(sessionStore.getState().token).toBe('tok2')
    vi.advanceTimersByTime(1)
    expect(sessionStore.getState().token).toBeNull()
    expect(redirect).toHaveBeenCalledOnce()
  })

  it('ends nothing for a 401 that answers an earlier session, after a logout and a login', async () => {
    endSession()
    startSession('tok2', { id: 2 })
    await failingQuery(unauthorized('tok'), { on401: 'end-session' })
    await failingMutation(unauthorized('tok'), { on401: expiredAlert, ...bookingAlert })
    expect(sessionStore.getState().token).toBe('tok2')
    expect(redirect).not.toHaveBeenCalled()
    expect(alert).not.toHaveBeenCalled()
  })

  it("never lets the profile's delayed expiry end a session another tab logged in", async () => {
    vi.useFakeTimers()
    const stopSync = syncSessionAcrossTabs()
    try {
      await failingQuery(unauthorized(), { on401: { afterMs: 1500 } })
      localStorage.setItem('token', 'tok3')
      localStorage.setItem('user', JSON.stringify({ id: 3 }))
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }))
      vi.advanceTimersByTime(1500)
      expect(sessionStore.getState().token).toBe('tok3')
      expect(redirect).not.toHaveBeenCalled()
    } finally {
      stopSync()
    }
  })
})

describe('failure alerts of mutations', () => {
  it("alert the meta's text once the mutation's own rollback has run", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const rollback = vi.fn(() => events.push('rollback'))
    await failingMutation(serverError(), bookingAlert, rollback)
    expect(events).toEqual(['rollback', 'alert Booking failed (token tok)'])
  })

  it('stay silent for a 401 the session path handled', async () => {
    await failingMutation(unauthorized(), { on401: 'end-session', ...bookingAlert })
    expect(alert).not.toHaveBeenCalled()
  })
})
