import { http, type HttpHandler } from 'msw'
import type { MockBackend } from '../mock-backend'
import { apiCall, json, readJsonObject, text } from './api-call'
import { presentUser } from './present'

/** POST /api/auth/register and POST /api/auth/login. */
export function authHandlers(baseUrl: string, backend: MockBackend): HttpHandler[] {
  return [
    http.post(
      `${baseUrl}/api/auth/register`,
      apiCall(backend, 'register', async ({ request }) => {
        const body = await readJsonObject(request)
        if (!body) return json({ success: false, message: 'Invalid JSON body' }, 400)
        const result = backend.db.register({
          username: text(body.username),
          email: text(body.email),
          password: text(body.password),
        })
        if (!result.ok) return json({ success: false, message: result.message }, result.status)
        return json({ success: true, message: 'Registration successful' }, 201)
      }),
    ),

    http.post(
      `${baseUrl}/api/auth/login`,
      apiCall(backend, 'login', async ({ request }) => {
        const body = await readJsonObject(request)
        const email = text(body?.email)
        const password = text(body?.password)
        if (!email || !password) {
          return json({ success: false, error: 'Email and password are required' }, 400)
        }
        const result = backend.db.login(email, password)
        if (!result.ok) return json({ success: false, error: result.message }, result.status)
        return json({
          success: true,
          message: 'Login successful',
          token: result.value.token,
          user: presentUser(result.value.user),
        })
      }),
    ),
  ]
}
