import { ApiError, UnexpectedResponseError, errorTextFromBody } from '@/lib/api-error'

/** SPEC.md point 8: the request never got a usable answer. */
export const authExceptionText = 'An error occurred. Please try again later.'

/** The server answered and said no (non-OK status, or an OK body that is not a success). */
export class AuthFailure extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'AuthFailure'
  }
}

/** The http layer's text when the body had neither `error` nor `message`. */
const noBodyText = errorTextFromBody(undefined)

/**
 * A non-OK answer becomes an AuthFailure carrying the body's error/message, or `fallback` when
 * the body had none. Anything else (no answer, an unusable body, a timeout) is left as it is:
 * the screen shows the exception text for those.
 */
export function toAuthFailure(error: unknown, fallback: string): unknown {
  const answered =
    error instanceof ApiError &&
    error.status !== undefined &&
    !(error instanceof UnexpectedResponseError)
  if (!answered) return error
  return new AuthFailure(error.message === noBodyText ? fallback : error.message)
}

/** The text a login or register screen shows for a failed attempt. */
export function authFailureText(error: unknown): string {
  return error instanceof AuthFailure ? error.message : authExceptionText
}
