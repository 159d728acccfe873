import { ApiError, UnexpectedResponseError } from '@/lib/api-error'

export const sessionExpiredText = 'Session expired. Redirecting to login...'
/** SPEC.md point 9: the profile's redirect delay after a 401. */
export const profileRedirectDelayMs = 1500

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.isUnauthorized
}

/**
 * SPEC.md point 8: 'Failed to load profile: {status} {statusText}' when the server answered
 * with an error status; otherwise (no answer, an unusable body) the error's own message.
 */
export function profileErrorText(error: unknown): string {
  if (isSessionExpired(error)) return sessionExpiredText
  if (
    error instanceof ApiError &&
    error.status !== undefined &&
    !(error instanceof UnexpectedResponseError)
  ) {
    return `Failed to load profile: ${error.status} ${error.statusText ?? ''}`.trim()
  }
  return error instanceof Error && error.message ? error.message : 'Failed to load profile'
}
