import { failureText, isServerAnswer } from '@/lib/api-error'

/** Shown when a login or registration never got a usable answer (docs/product.md#errors). */
export const authExceptionText = 'An error occurred. Please try again later.'

/**
 * The text a login or register screen shows for a failed attempt: when the server answered and
 * said no (an error status, or a body that is not a success), its own words, else the screen's
 * `fallback`; when it did not answer usably (no network, a body that is not JSON), the exception
 * text.
 */
export function authFailureText(error: unknown, fallback: string): string {
  return isServerAnswer(error) ? failureText(error, fallback) : authExceptionText
}
