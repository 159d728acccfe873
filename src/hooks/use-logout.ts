import { useNavigate } from '@tanstack/react-router'
import { endSession } from '@/lib/session-store'

/** Logout from the top bar or the profile: the session (and with it the cache) goes, then /login. */
export function useLogout(): () => void {
  const navigate = useNavigate()
  return () => {
    endSession()
    void navigate({ to: '/login' })
  }
}
