import { m } from '@/paraglide/messages.js'

/** Says why; the session ends 1.5 s later (the profile query's 401 plan). */
export function SessionExpiredNotice() {
  return (
    <p className="status-message" role="alert">
      {m.profile_session_expired()}
    </p>
  )
}
