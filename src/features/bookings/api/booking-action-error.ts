import { ApiError, UnexpectedResponseError } from '@/lib/api-error'

/** The texts SPEC.md point 8 gives when the server has no words of its own. */
export const bookingActionFallbacks = {
  add: 'Failed to add booking',
  update: 'Failed to update booking',
  cancel: 'Failed to delete booking',
} as const

/** True when the server answered with a text of its own (a body's error or message). */
function hasServerText(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status !== undefined &&
    !(error instanceof UnexpectedResponseError) &&
    error.message !== 'API Error'
  )
}

/**
 * Runs a booking action; any failure becomes an ApiError whose message is the text to show:
 * the server's, else the fallback (no network, an unusable body, a body without a text). The
 * status stays, so a 401 is still recognisable.
 */
export async function withActionErrorText<T>(fallback: string, action: () => Promise<T>) {
  try {
    return await action()
  } catch (error) {
    const text = hasServerText(error) ? error.message : fallback
    const status = error instanceof ApiError ? error.status : undefined
    throw new ApiError(text, { status, cause: error })
  }
}

/** A 2xx that refuses (`success` not true) fails with its message, else the fallback. */
export function refusal(message: string | null | undefined, fallback: string): ApiError {
  return new ApiError(message?.trim() || fallback)
}
