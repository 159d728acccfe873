import { HttpResponse, http } from 'msw'
import * as z from 'zod/mini'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { config } from './config'
import { ApiError, NetworkError, UnexpectedResponseError } from './api-error'
import { requestJson } from './http-client'
import { setLoginRedirect } from './session-expiry'
import { startSession, useSessionStore } from './session-store'

const url = `${config.apiBaseUrl}/api/things`
const thing = z.object({ name: z.string() })

describe('requestJson', () => {
  it('returns the parsed body', async () => {
    server.use(http.get(url, () => HttpResponse.json({ name: 'ok' })))
    await expect(requestJson('api/things', thing)).resolves.toEqual({ name: 'ok' })
  })

  it('sends the bearer token only when asked', async () => {
    startSession('secret-token', { id: 1 })
    const seen: (string | null)[] = []
    server.use(
      http.get(url, ({ request }) => {
        seen.push(request.headers.get('authorization'))
        return HttpResponse.json({ name: 'ok' })
      }),
    )
    await requestJson('api/things', thing)
    await requestJson('api/things', thing, { auth: true })
    expect(seen).toEqual([null, 'Bearer secret-token'])
  })

  it('refuses absolute URLs so the token never leaves the API base', async () => {
    await expect(requestJson('https://evil.example.com/x', thing, { auth: true })).rejects.toThrow(
      /Not an API path/,
    )
    await expect(requestJson('//evil.example.com/x', thing)).rejects.toThrow(/Not an API path/)
  })

  it.each([
    [{ error: 'Nope', message: 'Other' }, 'Nope'],
    [{ message: 'Only message' }, 'Only message'],
    [{}, 'API Error'],
  ])('turns a non-OK body %j into an error reading %s', async (body, text) => {
    server.use(http.get(url, () => HttpResponse.json(body, { status: 400 })))
    const error = await requestJson('api/things', thing).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: text, status: 400 })
  })

  it('gives API Error for a non-OK answer that is not JSON', async () => {
    server.use(http.get(url, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })))
    await expect(requestJson('api/things', thing)).rejects.toMatchObject({
      message: 'API Error',
      status: 502,
      statusText: 'Bad Gateway',
    })
  })

  it('rejects invalid JSON and unusable shapes with a clear error', async () => {
    server.use(http.get(url, () => new HttpResponse('<html>oops', { status: 200 })))
    await expect(requestJson('api/things', thing)).rejects.toBeInstanceOf(UnexpectedResponseError)
    server.use(http.get(url, () => HttpResponse.json({ nope: true })))
    await expect(requestJson('api/things', thing)).rejects.toBeInstanceOf(UnexpectedResponseError)
  })

  it('reports a network failure as a NetworkError', async () => {
    server.use(http.get(url, () => HttpResponse.error()))
    await expect(requestJson('api/things', thing)).rejects.toBeInstanceOf(NetworkError)
  })

  it('ends the session on 401 only for calls that opt in', async () => {
    const redirect = vi.fn()
    setLoginRedirect(redirect)
    server.use(http.get(url, () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })))

    startSession('tok', { id: 1 })
    await expect(requestJson('api/things', thing, { auth: true })).rejects.toMatchObject({
      status: 401,
    })
    expect(useSessionStore.getState().token).toBe('tok')
    expect(redirect).not.toHaveBeenCalled()

    await expect(
      requestJson('api/things', thing, { auth: true, expireSessionOn401: true }),
    ).rejects.toMatchObject({ status: 401, message: 'Unauthorized' })
    expect(useSessionStore.getState().token).toBeNull()
    expect(localStorage.getItem('token')).toBeNull()
    expect(redirect).toHaveBeenCalledOnce()
  })
})
