import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockApiUrl, mockDb, server } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { authFailureText } from './auth-failure'
import { register } from './register'

const authExceptionText = 'An error occurred. Please try again later.'
const registrationFailedText = 'Registration failed.'

const registerUrl = mockApiUrl('/api/auth/register')
const registration = { username: 'wanjiru', email: 'wanjiru@example.com', password: 'pass1234' }

function answer(body: unknown, status = 200) {
  return http.post(registerUrl, () => HttpResponse.json(body as never, { status }))
}

describe('register', () => {
  it('creates the account on the mock backend and sends only username, email and password', async () => {
    let sent: unknown
    server.events.on('request:start', async ({ request }) => {
      if (request.url === registerUrl) sent = await request.clone().json()
    })
    const fromTheForm = { ...registration, confirmPassword: 'pass1234' }
    await register(fromTheForm)
    expect(sent).toEqual(registration)
    expect(mockDb.findUserByEmail('wanjiru@example.com')).toMatchObject({ username: 'wanjiru' })
  })

  it.each([
    ['an existing email (409)', undefined, 'Email is already registered'],
    ['success not true', answer({ success: 'true', message: 'Maybe' }), 'Maybe'],
    ['success missing, no message', answer({}), registrationFailedText],
    [
      'success false with a message',
      answer({ success: false, message: 'Username taken' }),
      'Username taken',
    ],
    ['a 500 with no text', answer({}, 500), registrationFailedText],
    ['a 400 with an error', answer({ error: 'Weak password' }, 400), 'Weak password'],
    ['no answer at all', http.post(registerUrl, () => HttpResponse.error()), authExceptionText],
    [
      'an OK body that is not JSON',
      http.post(registerUrl, () => new HttpResponse('<p>')),
      authExceptionText,
    ],
  ])('%s → the screen text', async (_label, handler, text) => {
    if (handler) server.use(handler)
    const input = handler ? registration : { ...registration, email: seedCredentials.amina.email }
    const error = await register(input).catch((caught: unknown) => caught)
    expect(authFailureText(error, registrationFailedText)).toBe(text)
  })
})
