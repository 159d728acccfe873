import { HttpResponse, http } from 'msw'
import * as z from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { config } from './config'
import { ApiError, NetworkError, UnexpectedResponseError } from './api-error'
import { requestJson } from './http-client'
import { startSession, sessionStore } from './session-store'

const url = `${config.apiBaseUrl}/api/things`
const thing = z.object({ name: z.string() })
const getThing = (options?: { auth: true }) => requestJson('api/things', thing, options)

describe('requestJson', () => {
  it('returns the parsed body; sends the bearer token only when asked', async () => {
    startSession('secret-token', { id: 1 })
    const seen: (string | null)[] = []
    server.use(
      http.get(url, ({ request }) => {
        seen.push(request.headers.get('authorization'))
        return HttpResponse.json({ name: 'ok' })
      }),
    )
    await expect(getThing()).resolves.toEqual({ name: 'ok' })
    await getThing({ auth: true })
    expect(seen).toEqual([null, 'Bearer secret-token'])
  })

  it('refuses absolute URLs so the token never leaves the API base', async () => {
    await expect(requestJson('https://evil.example.com/x', thing, { auth: true })).rejects.toThrow(
      /Not an API path/,
    )
    await expect(requestJson('//evil.example.com/x', thing)).rejects.toThrow(/Not an API path/)
  })

  // Which field of the body is the text: errorTextFromBody's tests (api-error.test.ts).
  it('turns a non-OK body into an error reading its text', async () => {
    server.use(http.get(url, () => HttpResponse.json({ error: 'Nope' }, { status: 400 })))
    const error = await getThing().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'Nope', status: 400 })
  })

  it('gives API Error, apart from the server text, for a non-OK answer that is not JSON or says nothing', async () => {
    server.use(http.get(url, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })))
    const bad = { message: 'API Error', status: 502, statusText: 'Bad Gateway' }
    await expect(getThing()).rejects.toMatchObject(bad)
    server.use(http.get(url, () => HttpResponse.json({}, { status: 500 })))
    await expect(getThing()).rejects.toMatchObject({ message: 'API Error', serverText: undefined })
  })

  it('rejects invalid JSON and unusable shapes with a clear error; a network failure as such', async () => {
    server.use(http.get(url, () => new HttpResponse('<html>oops', { status: 200 })))
    await expect(getThing()).rejects.toBeInstanceOf(UnexpectedResponseError)
    server.use(http.get(url, () => HttpResponse.json({ nope: true })))
    await expect(getThing()).rejects.toBeInstanceOf(UnexpectedResponseError)
    server.use(http.get(url, () => HttpResponse.error()))
    await expect(getThing()).rejects.toBeInstanceOf(NetworkError)
  })

  it('never ends the session itself: a 401 is an error carrying the server text', async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })))
    startSession('tok', { id: 1 })
    const error = await getThing({ auth: true }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, kind: 'http', serverText: 'Unauthorized' })
    expect((error as ApiError).isUnauthorized).toBe(true)
    expect(sessionStore.getState().token).toBe('tok')
  })
})
