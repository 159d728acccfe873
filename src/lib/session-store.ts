import { createStore } from 'zustand/vanilla'
import { browserStorage, clearTabStorage } from './browser-storage'
import { readSessionUser, type SessionUser } from './session-user'

/** localStorage keys, exactly as docs/product.md#session names them. */
const storageKeys = {
  token: 'token',
  role: 'role',
  user: 'user',
  isGuest: 'isGuest',
} as const

interface SessionData {
  token: string | null
  user: SessionUser | null
  role: string | null
  isGuest: boolean
}

interface SessionState extends SessionData {
  /** True only when both a token and a user exist. */
  isAuthenticated: boolean
}

const loggedOut: SessionData = { token: null, user: null, role: null, isGuest: false }

function withDerived(data: SessionData): SessionState {
  return { ...data, isAuthenticated: Boolean(data.token && data.user) }
}

function parseUser(text: string | null): SessionUser | null | 'corrupt' {
  if (text === null) return null
  try {
    return readSessionUser(JSON.parse(text)) ?? 'corrupt'
  } catch {
    return 'corrupt'
  }
}

/** Reads the session from storage; a corrupted value means logged out, never a crash. */
export function readStoredSession(): SessionData {
  const token = browserStorage.get(storageKeys.token)
  const user = parseUser(browserStorage.get(storageKeys.user))
  const isGuest = browserStorage.get(storageKeys.isGuest) === 'true'
  if (user === 'corrupt' || token === '') return { ...loggedOut, isGuest }
  return { token, user, role: browserStorage.get(storageKeys.role), isGuest }
}

function writeStoredSession(data: SessionData): void {
  browserStorage.set(storageKeys.token, data.token)
  browserStorage.set(storageKeys.user, data.user ? JSON.stringify(data.user) : null)
  browserStorage.set(storageKeys.role, data.role)
  browserStorage.set(storageKeys.isGuest, data.isGuest ? 'true' : null)
}

/**
 * Plain (no React), so the code that runs before the app can read it: use-has-token.ts is its
 * hook. Its initial state is signed out, as the page was prerendered: React hydrates with it
 * (zustand's server snapshot), then re-renders with the stored session that follows.
 */
export const sessionStore = createStore<SessionState>(() => withDerived(loggedOut))
sessionStore.setState(withDerived(readStoredSession()), true)

function update(data: SessionData): void {
  writeStoredSession(data)
  sessionStore.setState(withDerived(data), true)
}

function current(): SessionData {
  const { token, user, role, isGuest } = sessionStore.getState()
  return { token, user, role, isGuest }
}

export function startSession(token: string, user: SessionUser, role: string | null = null): void {
  update({ ...current(), token, user, role })
}

/**
 * Logout and expiry: user, token, role and the authenticated flag go, from memory and storage,
 * and so does what this tab kept in sessionStorage (the guest form's draft: a name, an ID
 * number), so nothing of one traveller is left for the next on a shared device.
 */
export function endSession(): void {
  update({ ...current(), token: null, user: null, role: null })
  clearTabStorage()
}

export function markGuest(): void {
  update({ ...current(), isGuest: true })
}

export function getToken(): string | null {
  return sessionStore.getState().token
}

/** "Is there a stored token": what the top bar, loaders and screens decide on. */
export const selectHasToken = (session: SessionState): boolean => Boolean(session.token)

/** For loaders and event handlers, outside React. */
export function hasToken(): boolean {
  return selectHasToken(sessionStore.getState())
}

/** Picks up a login or logout made in another tab. Returns the unsubscribe function. */
export function syncSessionAcrossTabs(): () => void {
  const keys: string[] = Object.values(storageKeys)
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) {
      const hadToken = Boolean(getToken())
      const stored = readStoredSession()
      sessionStore.setState(withDerived(stored), true)
      // A logout in another tab ends the session here too, drafts included.
      if (hadToken && !stored.token) clearTabStorage()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
