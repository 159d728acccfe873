import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockApiUrl, server } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { authFailureText } from './auth-failure'
import { register } from './register'

const registrationFailedText = 'Registration failed.'

const registerUrl = mockApiUrl('/api/auth/register')
const registration = { username: 'wanjiru', email: 'wanjiru@example.com', password: 'pass1234' }

function answer(body: unknown, status = 200) {
  return http.post(registerUrl, () => HttpResponse.json(body as never, { status }))
}

describe('register', () => {
  // What it sends (username, email and password only): register-screen.test.tsx.
  // What any failed call reads as (no answer, not JSON, a status with or without text): login.test.ts.
  it.each([
    ['an existing email (409)', undefined, 'Email is already registered'],
    ['success not true', answer({ success: 'true', message: 'Maybe' }), 'Maybe'],
    ['success missing, no message', answer({}), registrationFailedText],
    [
      'success false with a message',
      answer({ success: false, message: 'Username taken' }),
      'Username taken',
    ],
  ])('%s → the screen text', async (_label, handler, text) => {
    if (handler) server.use(handler)
    const input = handler ? registration : { ...registration, email: seedCredentials.amina.email }
    const error = await register(input).catch((caught: unknown) => caught)
    expect(authFailureText(error, registrationFailedText)).toBe(text)
  })
})
