import { isServerAnswer } from '@/lib/api-error'
import { failureText } from '@/lib/failure-text'
import { m } from '@/paraglide/messages.js'

/**
 * The text a login or register screen shows for a failed attempt: when the server answered and
 * said no (an error status, or a body that is not a success), its own words, else the screen's
 * `fallback`; when it did not answer usably (no network, a body that is not JSON), the exception
 * text "An error occurred. Please try again later." (docs/product.md#errors).
 */
export function authFailureText(error: unknown, fallback: string): string {
  return isServerAnswer(error) ? failureText(error, fallback) : m.auth_exception()
}
