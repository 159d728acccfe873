import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError, UnexpectedResponseError } from '@/lib/api-error'
import { profileErrorText } from './profile-error'

/** An HTTP failure with `status` (and `statusText`, when given). */
const failed = (status: number, statusText?: string) =>
  new ApiError('x', { kind: 'http', status, ...(statusText === undefined ? {} : { statusText }) })

describe('profileErrorText (docs/product.md#profile)', () => {
  it.each([
    [failed(401), 'Session expired. Redirecting to login...'],
    [failed(500, 'Internal Server Error'), 'Failed to load profile: 500 Internal Server Error'],
    [failed(404, 'Not Found'), 'Failed to load profile: 404 Not Found'],
    [failed(502, ''), 'Failed to load profile: 502'],
    [failed(503), 'Failed to load profile: 503'],
    [new NetworkError(new TypeError('Failed to fetch')), new NetworkError().message],
    [new UnexpectedResponseError(200), 'Unexpected response from the server'],
    [
      new ApiError('The server took too long to answer. Please try again.', { kind: 'timeout' }),
      'The server took too long to answer. Please try again.',
    ],
    ['not an error', 'Failed to load profile'],
  ])('%s → %s', (error, text) => {
    expect(profileErrorText(error)).toBe(text)
  })
})
