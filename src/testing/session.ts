import { readStoredSession, sessionStore } from '@/lib/session-store'

/** Re-reads the (cleared) storage so each test starts logged out. */
export function resetSessionForTests(): void {
  const data = readStoredSession()
  sessionStore.setState({ ...data, isAuthenticated: Boolean(data.token && data.user) }, true)
}
