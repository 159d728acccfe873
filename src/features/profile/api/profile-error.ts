import { ApiError, isServerAnswer } from '@/lib/api-error'
import { inActiveLanguage } from '@/lib/failure-text'
import { m } from '@/paraglide/messages.js'

/** The profile's pause between its 401 notice and /login (docs/product.md#constants). */
export const profileRedirectDelayMs = 1500

export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.isUnauthorized
}

/**
 * 'Failed to load profile: {status} {statusText}' when the server answered with an error
 * status (a known status text in the active language); otherwise (no answer, an unusable body) the error's own message
 * (docs/product.md#profile).
 */
export function profileErrorText(error: unknown): string {
  if (isSessionExpired(error)) return m.profile_session_expired()
  if (isServerAnswer(error)) {
    const statusText = error.statusText ? inActiveLanguage(error.statusText) : ''
    const details = `${error.status ?? ''} ${statusText}`.trim()
    return m.profile_load_failed_status({ details }).trim()
  }
  return error instanceof Error && error.message ? error.message : m.profile_load_failed()
}
