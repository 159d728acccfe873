import { describe, expect, it } from 'vitest'
import { api } from './test-api'

const beacon = {
  kind: 'vitals',
  build: 'abc1234def',
  language: 'en',
  metrics: [{ name: 'CLS', value: 0.01, route: '/buses' }],
}

// As navigator.sendBeacon sends a string.
const headers = { 'Content-Type': 'text/plain;charset=UTF-8' }
const post = (body: string) => api('/telemetry', { method: 'POST', headers, body })
const received = async () => (await api('/__mock/telemetry')).json() as Promise<unknown[]>
const rejected = async () => (await api('/__mock/telemetry/rejected')).json() as Promise<string[]>

describe('the telemetry receiver', () => {
  it('keeps a beacon that fits the schema and lists it; forgets it, and what it refused, on reset', async () => {
    expect((await post(JSON.stringify(beacon))).status).toBe(204)
    expect(await received()).toEqual([beacon])
    await post('oops')
    await api('/__mock/reset', { method: 'POST' })
    expect(await received()).toEqual([])
    expect(await rejected()).toEqual([])
  })

  it.each([
    ['not JSON', 'oops', 'The body is not JSON'],
    // What the schema refuses is in telemetry.test.ts; here, that the receiver applies it.
    [
      'a field outside the schema',
      JSON.stringify({ ...beacon, email: 'a@b.co' }),
      expect.stringMatching(/^Not a telemetry beacon: /),
    ],
  ])('answers 400 to %s, keeps nothing and says why', async (_what, body, reason) => {
    expect((await post(body)).status).toBe(400)
    expect(await received()).toEqual([])
    expect(await rejected()).toEqual([reason])
  })
})
