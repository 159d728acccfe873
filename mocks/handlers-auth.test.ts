import { describe, expect, it } from 'vitest'
import { seedCredentials } from './seed'
import { api, loginAs } from './test-api'

const register = (json: unknown) => api('/api/auth/register', { method: 'POST', json })
const login = (json: unknown) => api('/api/auth/login', { method: 'POST', json })

it('POST /api/auth/register: registers a new user who can then log in; refuses a taken email (any case) 409, bad fields 400', async () => {
  const account = { username: 'wanjiru', email: 'wanjiru@example.com', password: 'secret1' }
  const response = await register(account)
  expect(response.status).toBe(201)
  expect(await response.json()).toEqual({ success: true, message: 'Registration successful' })
  expect((await login(account)).status).toBe(200)
  const email = seedCredentials.amina.email.toUpperCase()
  const taken = await register({ username: 'x', email, password: 'pw' })
  expect(taken.status).toBe(409)
  expect(await taken.json()).toEqual({ success: false, message: 'Email is already registered' })
  for (const json of [{ email: 'a@b.co' }, { username: 'x', email: 'nope', password: 'pw' }]) {
    const refused = await register(json)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ success: false, message: expect.any(String) })
  }
})

it('POST /api/auth/login: answers a token and the user; 401 with an error for a wrong password', async () => {
  const response = await login(seedCredentials.amina)
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    success: true,
    message: 'Login successful',
    token: expect.stringMatching(/^\w{20,}$/),
    user: { id: 1, username: 'amina', email: seedCredentials.amina.email, profile_picture: null },
  })
  const wrong = await login({ email: seedCredentials.amina.email, password: 'nope' })
  expect(wrong.status).toBe(401)
  expect(await wrong.json()).toEqual({ success: false, error: 'Invalid email or password' })
})

describe('authentication', () => {
  it.each([
    ['GET', '/api/bookings'],
    ['POST', '/api/bookings/'],
    ['PUT', '/api/bookings/1'],
    ['DELETE', '/api/bookings/1'],
    ['GET', '/api/auth/profile/'],
    ['PUT', '/api/auth/profile/'],
  ])('answers 401 to %s %s without a token or with an unknown one', async (method, path) => {
    // toString: a token that names a property of every object is not a session either.
    for (const token of [undefined, 'made-up-token', 'toString']) {
      const response = await api(path, { method, token, json: method === 'GET' ? undefined : {} })
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Unauthorized' })
    }
  })

  it('accepts the token from login', async () => {
    const token = await loginAs('brian')
    const response = await api('/api/auth/profile/', { token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      id: 2,
      username: 'brian',
      email: seedCredentials.brian.email,
      profile_picture: null,
      bookings: [
        { bus: 'Lake Shuttle', route: 'Nairobi to Kisumu', image_url: '/images/buses/kisumu.jpg' },
      ],
    })
  })
})
