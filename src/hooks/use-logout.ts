import { useNavigate } from '@tanstack/react-router'
import { forgetTicketsOnLogout } from '@/lib/saved-tickets-session'
import { endSession } from '@/lib/session-store'

/**
 * Logout from the top bar or the profile: the tickets kept on this phone go (an expired session
 * keeps them, a logout never does), then the session and with it the cache, then /login.
 */
export function useLogout(): () => void {
  const navigate = useNavigate()
  return () => {
    void forgetTicketsOnLogout().then(() => {
      endSession()
      void navigate({ to: '/login' })
    })
  }
}
