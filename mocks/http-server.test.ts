import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { busPhoto } from './bus-photos'
import { startMockHttpServer, type MockHttpServer } from './http-server'
import { server as mswServer } from './node'
import { seedCredentials } from './seed'

let mock: MockHttpServer

beforeAll(async () => {
  mock = await startMockHttpServer(0)
})
afterAll(() => mock.close())
beforeEach(() => {
  // msw/node intercepts this process's fetch; let calls to the real server through.
  for (const host of ['localhost', '127.0.0.1']) {
    mswServer.use(http.all(`http://${host}:${mock.port}/*`, () => passthrough()))
  }
})

const sendJson = (path: string, method: string, json: unknown) =>
  fetch(`${mock.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  })

describe('the mock backend over real HTTP', () => {
  it('answers on localhost and 127.0.0.1 with CORS headers, a preflight with 204, else 404 JSON', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const response = await fetch(`http://${host}:${mock.port}/api/buses/`, {
        headers: { Origin: 'http://localhost:4173' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4173')
      expect(((await response.json()) as unknown[]).length).toBe(5)
    }
    const preflight = await fetch(`${mock.url}/api/bookings/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    })
    const { headers } = preflight
    expect(preflight.status).toBe(204)
    expect(headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
    expect(headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization, Content-Type/)
    expect(headers.get('Access-Control-Allow-Methods')).toContain('DELETE')
    const unknown = await fetch(`${mock.url}/api/nothing-here`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Not found' })
  })

  it('downloads an image byte for byte; logs in, uploads a multipart picture and serves it back', async () => {
    const photo = await fetch(`${mock.url}/images/buses/nakuru.jpg`)
    expect(photo.headers.get('Content-Type')).toBe('image/jpeg')
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(await busPhoto('nakuru.jpg'))
    const login = await sendJson('/api/auth/login', 'POST', seedCredentials.brian)
    const { token } = (await login.json()) as { token: string }
    const bytes = Uint8Array.from({ length: 4096 }, (_, index) => (index * 37) % 256)
    const part = 'Content-Disposition: form-data; name="profile_picture"; filename="a.webp"'
    const head = `--mock42\r\n${part}\r\nContent-Type: image/webp\r\n\r\n`
    const upload = await fetch(`${mock.url}/api/auth/profile/`, {
      method: 'PUT',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=mock42',
      },
      body: Buffer.concat([Buffer.from(head), bytes, Buffer.from('\r\n--mock42--\r\n')]),
    })
    expect(upload.status).toBe(200)
    const { user } = (await upload.json()) as { user: { profile_picture: string } }
    const picture = await fetch(`${mock.url}${user.profile_picture}`)
    expect(picture.headers.get('Content-Type')).toBe('image/webp')
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(bytes)
  })

  // What each switch does is handlers-scenarios.test.ts's; here, that a connection is dropped.
  it('goes offline through the control endpoint, as a dropped connection, until a reset', async () => {
    expect((await sendJson('/__mock/scenario', 'PUT', { offline: ['buses'] })).status).toBe(200)
    await expect(fetch(`${mock.url}/api/buses/`)).rejects.toThrow(TypeError)
    await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })
    expect((await fetch(`${mock.url}/api/buses/`)).status).toBe(200)
  })

  it('answers only the allowed origins when given, as a real backend does', async () => {
    const strict = await startMockHttpServer(0, {
      host: '127.0.0.1',
      allowedOrigins: ['http://localhost:8080'],
    })
    onTestFinished(() => strict.close())
    mswServer.use(http.all(`http://127.0.0.1:${strict.port}/*`, () => passthrough()))
    expect(strict.url).toBe(`http://127.0.0.1:${strict.port}`)
    const buses = `${strict.url}/api/buses/`
    const allowOrigin = async (Origin: string) =>
      (await fetch(buses, { headers: { Origin } })).headers.get('Access-Control-Allow-Origin')
    expect(await allowOrigin('http://localhost:8080')).toBe('http://localhost:8080')
    expect(await allowOrigin('https://evil.example')).toBeNull()
  })
})
