import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError, UnexpectedResponseError } from '@/lib/api-error'
import { profileErrorText } from './profile-error'

describe('profileErrorText (docs/product.md#profile)', () => {
  it.each([
    [
      new ApiError('Unauthorized', { kind: 'http', status: 401 }),
      'Session expired. Redirecting to login...',
    ],
    [
      new ApiError('Internal Server Error', {
        kind: 'http',
        status: 500,
        statusText: 'Internal Server Error',
      }),
      'Failed to load profile: 500 Internal Server Error',
    ],
    [
      new ApiError('x', { kind: 'http', status: 404, statusText: 'Not Found' }),
      'Failed to load profile: 404 Not Found',
    ],
    [
      new ApiError('x', { kind: 'http', status: 502, statusText: '' }),
      'Failed to load profile: 502',
    ],
    [new ApiError('x', { kind: 'http', status: 503 }), 'Failed to load profile: 503'],
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
