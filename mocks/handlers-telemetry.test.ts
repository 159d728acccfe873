import { describe, expect, it } from 'vitest'
import { config } from '../src/lib/config'

const base = config.apiBaseUrl
const beacon = {
  kind: 'vitals',
  build: 'abc1234def',
  language: 'en',
  metrics: [{ name: 'CLS', value: 0.01, route: '/buses' }],
}

const post = (body: string) =>
  fetch(`${base}/telemetry`, {
    method: 'POST',
    // As navigator.sendBeacon sends a string.
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    body,
  })
const received = async () => (await fetch(`${base}/__mock/telemetry`)).json() as Promise<unknown[]>

describe('the telemetry receiver', () => {
  it('keeps a beacon that fits the schema and lists it', async () => {
    expect((await post(JSON.stringify(beacon))).status).toBe(204)
    expect(await received()).toEqual([beacon])
  })

  it.each([
    ['not JSON', 'oops'],
    // What the schema refuses is in telemetry.test.ts; here, that the receiver applies it.
    ['a field outside the schema', JSON.stringify({ ...beacon, email: 'a@b.co' })],
  ])('answers 400 to %s and keeps nothing', async (_what, body) => {
    expect((await post(body)).status).toBe(400)
    expect(await received()).toEqual([])
  })

  it('forgets what it received on reset', async () => {
    await post(JSON.stringify(beacon))
    await fetch(`${base}/__mock/reset`, { method: 'POST' })
    expect(await received()).toEqual([])
  })
})
