import { describe, expect, it } from 'vitest'
import { INVALID_JSON_BODY } from './handlers/api-call'
import { getMockScenario, mockDb, setMockScenario } from './node'
import { callNames, defaultScenario, type CallName } from './scenario'
import { api, loginAs } from './test-api'
import { seedCredentials } from './seed'

const post = (path: string, json: unknown) => api(path, { method: 'POST', json })
const put = (path: string, json: unknown) => api(path, { method: 'PUT', json })

/** One request per call name, as the app sends it. */
const calls: Record<CallName, (token: string) => Promise<Response>> = {
  register: () =>
    post('/api/auth/register', { username: 'x', email: 'x@example.com', password: 'pw' }),
  login: () => post('/api/auth/login', seedCredentials.brian),
  buses: () => api('/api/buses/'),
  bookSeats: (token) =>
    api('/api/bookings/', { method: 'POST', token, json: { bus_id: 1, seats: 1 } }),
  bookings: (token) => api('/api/bookings', { token }),
  guestBooking: () => post('/api/bookings', { name: 'A', from: 'B', to: 'C' }),
  updateBooking: (token) => api('/api/bookings/1', { method: 'PUT', token, json: { seats: 1 } }),
  cancelBooking: (token) => api('/api/bookings/1', { method: 'DELETE', token }),
  profile: (token) => api('/api/auth/profile/', { token }),
  uploadPicture: (token) => api('/api/auth/profile/', { method: 'PUT', token, json: {} }),
}

describe('failure switches, for every call', () => {
  it.each(callNames)('%s: fail (500, no change), offline, invalidJson, nonsense', async (name) => {
    const token = await loginAs('brian')
    const before = { ...mockDb.toJSON(), tokens: {} }
    // fail gives 500, changing nothing.
    setMockScenario({ fail: [name] })
    const response = await calls[name](token)
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ message: 'Internal Server Error' })
    expect({ ...mockDb.toJSON(), tokens: {} }).toEqual(before)
    // offline fails as a network error.
    setMockScenario({ fail: [], offline: [name] })
    await expect(calls[name](token)).rejects.toThrow(TypeError)
    // invalidJson and nonsense answer 200 with unusable bodies.
    setMockScenario({ offline: [], invalidJson: [name] })
    const html = await calls[name](token)
    expect(html.status).toBe(200)
    expect(await html.text()).toBe(INVALID_JSON_BODY)
    setMockScenario({ invalidJson: [], nonsense: [name] })
    const nonsense = await calls[name](token)
    expect(nonsense.status).toBe(200)
    expect(await nonsense.json()).toEqual({ unexpected: true })
  })

  it('unauthorized answers 401 to every call that needs a token, even a valid one', async () => {
    const token = await loginAs('brian')
    setMockScenario({ unauthorized: true })
    const open: CallName[] = ['register', 'login', 'buses', 'guestBooking']
    for (const name of callNames) {
      const response = await calls[name](token)
      if (!open.includes(name)) {
        expect(response.status).toBe(401)
        expect(await response.json()).toEqual({ message: 'Unauthorized' })
      } else expect(response.status).toBeLessThan(300)
    }
  })

  it('delayMs holds every API call back', async () => {
    setMockScenario({ delayMs: 150 })
    const started = performance.now()
    await api('/api/buses/')
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })
})

describe('shape switches', () => {
  it('busesShape: envelope and failed-envelope; seatsKey: availableSeats', async () => {
    setMockScenario({ busesShape: 'envelope', seatsKey: 'availableSeats' })
    const envelope = (await (await api('/api/buses/')).json()) as { buses: object[] }
    expect(envelope).toMatchObject({ success: true, message: expect.any(String) })
    expect(envelope.buses).toHaveLength(5)
    expect(envelope.buses[0]).toEqual({
      id: 1,
      name: 'Coast Express',
      route: 'Nairobi to Mombasa',
      time: '08:00 AM',
      price: 1500,
      availableSeats: 25,
      image_url: '/images/buses/mombasa.jpg',
    })
    setMockScenario({ busesShape: 'failed-envelope' })
    const failed = await api('/api/buses/')
    expect(failed.status).toBe(200)
    expect(await failed.json()).toEqual({
      success: false,
      message: 'Buses are unavailable right now',
    })
  })

  it('bookingsShape and bookingKey', async () => {
    const token = await loginAs('brian')
    const list = async (): Promise<unknown> => (await api('/api/bookings', { token })).json()
    const first = expect.objectContaining({ booking_id: 1, bus_name: 'Lake Shuttle' })
    expect(await list()).toEqual([first])
    setMockScenario({ bookingsShape: 'object' })
    expect(await list()).toEqual({ bookings: [first] })
    setMockScenario({ bookingsShape: 'single' })
    expect(await list()).toEqual(first)
    // Single, with no bookings: an empty object.
    expect(await (await api('/api/bookings', { token: await loginAs('amina') })).json()).toEqual({})
    setMockScenario({ bookingsShape: 'unknown' })
    expect(await list()).toEqual({ data: 'nope' })
    setMockScenario({ bookingsShape: 'array', bookingKey: 'id' })
    const [booking] = (await list()) as Record<string, unknown>[]
    expect(booking).toMatchObject({ id: 1 })
    expect(booking).not.toHaveProperty('booking_id')
  })

  it('busCount and bookingCount regenerate the data, keeping sessions', async () => {
    const token = await loginAs('brian')
    setMockScenario({ busCount: 1000, bookingCount: 300 })
    expect(((await (await api('/api/buses/')).json()) as unknown[]).length).toBe(1000)
    expect(((await (await api('/api/bookings', { token })).json()) as unknown[]).length).toBe(300)
  })
})

describe('control endpoints', () => {
  it('GET and PUT /__mock/scenario read and merge the scenario, refusing unknown switches', async () => {
    // Unknown switches: 400, changing nothing.
    const refused = await put('/__mock/scenario', { failing: ['buses'] })
    expect(refused.status).toBe(400)
    expect(await (await api('/__mock/scenario')).json()).toEqual(defaultScenario)
    const merged = await put('/__mock/scenario', { fail: ['buses'] })
    expect(await merged.json()).toEqual({ ...defaultScenario, fail: ['buses'] })
    await put('/__mock/scenario', { delayMs: 5 })
    expect(getMockScenario()).toMatchObject({ fail: ['buses'], delayMs: 5 })
    await put('/__mock/scenario?replace=true', { seatsKey: 'availableSeats' })
    expect(getMockScenario()).toEqual({ ...defaultScenario, seatsKey: 'availableSeats' })
  })

  it('POST /__mock/reset reseeds the data and the scenario, with optional counts', async () => {
    const token = await loginAs('amina')
    await api('/api/bookings/', { method: 'POST', token, json: { bus_id: 1, seats: 5 } })
    setMockScenario({ fail: ['login'] })
    const response = await api('/__mock/reset', { method: 'POST' })
    expect(await response.json()).toEqual({ success: true, scenario: defaultScenario })
    expect(mockDb.findBus(1)?.seats).toBe(25)
    expect((await api('/api/bookings', { token })).status).toBe(401)
    await post('/__mock/reset', { busCount: 12, bookingCount: 0 })
    expect(mockDb.listBuses()).toHaveLength(12)
    expect(mockDb.bookingsOf(2)).toEqual([])
  })

  it('POST /__mock/take-seats books as another traveller, never below 0; GET /__mock/state', async () => {
    const state = (await (await api('/__mock/state')).json()) as { buses: unknown[] }
    expect(state.buses).toHaveLength(5)
    const taken = await post('/__mock/take-seats', { busId: 5, seats: 7 })
    expect(await taken.json()).toEqual({ success: true, seats: 1 })
    expect(mockDb.findBus(5)?.seats).toBe(1)
    await post('/__mock/take-seats', { busId: 5, seats: 9 })
    expect(mockDb.findBus(5)?.seats).toBe(0)
    expect(mockDb.bookingsOf(2)).toHaveLength(1)
    const bad = await post('/__mock/take-seats', { busId: 99, seats: 1 })
    expect(bad.status).toBe(404)
  })
})
