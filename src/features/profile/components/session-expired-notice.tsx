import { useEffect } from 'react'
import { expireSession } from '@/lib/session-expiry'
import { profileRedirectDelayMs, sessionExpiredText } from '../api/profile-error'

/** Says why, then after 1.5 s ends the session and goes to /login (SPEC.md point 8). */
export function SessionExpiredNotice() {
  useEffect(() => {
    const timer = window.setTimeout(expireSession, profileRedirectDelayMs)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <p className="status-message" role="alert">
      {sessionExpiredText}
    </p>
  )
}
