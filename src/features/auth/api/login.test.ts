import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockApiUrl, server } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { refusal } from '@/lib/api-error'
import { authFailureText } from './auth-failure'
import { login } from './login'

const authExceptionText = 'An error occurred. Please try again later.'
const loginFailedText = 'Login failed. Please try again.'

const loginUrl = mockApiUrl('/api/auth/login')
const credentials = { email: seedCredentials.amina.email, password: 'secret' }

function answer(body: unknown, status = 200) {
  return http.post(loginUrl, () => HttpResponse.json(body as never, { status }))
}

function answerText(body: string, status = 200) {
  return http.post(loginUrl, () => new HttpResponse(body, { status }))
}

async function failureTextFor(handler: ReturnType<typeof answer>) {
  server.use(handler)
  const error = await login(credentials).catch((caught: unknown) => caught)
  return authFailureText(error, loginFailedText)
}

describe('login', () => {
  it('returns the token and the user of the mock backend; keeps only the user fields the app shows; falls back to the typed email when the token comes without a usable user', async () => {
    const result = await login(seedCredentials.amina)
    expect(result.token).toMatch(/\w{10,}/)
    expect(result.user).toMatchObject({
      id: 1,
      username: 'amina',
      email: seedCredentials.amina.email,
    })
    server.use(
      answer({ token: 't', user: { id: 7, username: 'x', email: 'x@y.z', password_hash: 'h' } }),
    )
    const { user } = await login(credentials)
    expect(user).not.toHaveProperty('password_hash')
    expect(user).toMatchObject({ id: 7, username: 'x', email: 'x@y.z' })
    server.use(answer({ token: 't', user: 'nope' }))
    await expect(login(credentials)).resolves.toEqual({
      token: 't',
      user: { email: seedCredentials.amina.email },
    })
  })
})

describe('login failure texts (docs/product.md#errors)', () => {
  it.each([
    [
      'a 401 with an error',
      answer({ success: false, error: 'Invalid email or password' }, 401),
      'Invalid email or password',
    ],
    ['a 400 with only a message', answer({ message: 'Bad input' }, 400), 'Bad input'],
    ['a 500 with no text', answer({}, 500), loginFailedText],
    ['a non-OK body that is not JSON', answerText('<h1>x</h1>', 502), loginFailedText],
    ['an OK body without a token', answer({ success: true, message: 'Welcome' }), 'Welcome'],
    ['an OK body with an error', answer({ error: 'Account locked' }), 'Account locked'],
    ['an OK empty object', answer({}), loginFailedText],
    [
      'a token with success false',
      answer({ success: false, token: 't', message: 'Not yet' }),
      'Not yet',
    ],
    ['a blank token', answer({ token: '  ' }), loginFailedText],
    ['no answer at all', http.post(loginUrl, () => HttpResponse.error()), authExceptionText],
    ['an OK body that is not JSON', answerText('oops'), authExceptionText],
    ['an OK body that is not an object', answer(['token']), authExceptionText],
  ])('%s → the screen text', async (_label, handler, text) => {
    expect(await failureTextFor(handler)).toBe(text)
  })

  it('treats anything that is not a server answer as an exception', () => {
    expect(authFailureText(refusal('No', loginFailedText), loginFailedText)).toBe('No')
    expect(authFailureText(new TypeError('boom'), loginFailedText)).toBe(authExceptionText)
  })
})
