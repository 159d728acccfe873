import { sessionExpiredText } from '../api/profile-error'

/** Says why; the session ends 1.5 s later (the profile query's 401 plan). */
export function SessionExpiredNotice() {
  return (
    <p className="status-message" role="alert">
      {sessionExpiredText}
    </p>
  )
}
