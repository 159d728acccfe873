import { useStore } from 'zustand'
import { selectHasToken, sessionStore } from '@/lib/session-store'

/** For components: re-renders when a token comes or goes (here or in another tab). */
export function useHasToken(): boolean {
  return useStore(sessionStore, selectHasToken)
}
