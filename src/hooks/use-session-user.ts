import { useStore } from 'zustand'
import { sessionStore } from '@/lib/session-store'
import type { SessionUser } from '@/lib/session-user'

/** The signed-in user as stored at login (id, username, email), or null. */
export function useSessionUser(): SessionUser | null {
  return useStore(sessionStore, (session) => session.user)
}
