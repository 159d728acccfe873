import { describe, expect, it, vi } from 'vitest'
import { MockStore } from './mock-store'
import { createSeedState, sampleBuses, seedBuses, seedCredentials } from './seed'

function userId(store: MockStore, email: string): number {
  const user = store.findUserByEmail(email)
  if (!user) throw new Error(`no ${email}`)
  return user.id
}

describe('seed data', () => {
  it('holds the five sample buses; generates the same extra buses every time, cut for fewer', () => {
    const buses = new MockStore(createSeedState()).listBuses()
    expect(buses.map(({ id, route, seats, time }) => [id, route, seats, time])).toEqual([
      [1, 'Nairobi to Mombasa', 25, '08:00 AM'],
      [2, 'Nairobi to Kisumu', 18, '10:00 AM'],
      [3, 'Nairobi to Eldoret', 30, '01:00 PM'],
      [4, 'Nairobi to Malindi', 12, '04:00 PM'],
      [5, 'Nairobi to Nakuru', 8, '06:00 PM'],
    ])
    const many = seedBuses(1000)
    expect(many).toHaveLength(1000)
    expect(new Set(many.map((bus) => bus.id)).size).toBe(1000)
    expect(seedBuses(1000)).toEqual(many)
    expect(many.slice(0, 5)).toEqual(sampleBuses)
    expect(many.some((bus) => bus.seats === 0)).toBe(true)
    expect(many.some((bus) => bus.time === null)).toBe(true)
    expect(many.some((bus) => bus.image_url === null)).toBe(true)
    expect(seedBuses(2).map((bus) => bus.name)).toEqual(['Coast Express', 'Lake Shuttle'])
    expect(seedBuses(0)).toEqual([])
  })

  it.each([
    [undefined, 1],
    [{ busCount: 5, bookingCount: 300 }, 300],
  ])('has the two QA users, with bookingCount bookings for brian only (%j)', (counts, brians) => {
    const store = new MockStore(createSeedState(counts))
    expect(store.bookingsOf(userId(store, seedCredentials.brian.email))).toHaveLength(brians)
    expect(store.bookingsOf(userId(store, seedCredentials.amina.email))).toHaveLength(0)
  })
})

it('accounts and tokens: registers, logs in and knows the token (refusals: handlers-auth.test.ts)', () => {
  const store = new MockStore(createSeedState())
  const registered = store.register({ username: 'wanjiru', email: 'w@example.com', password: 'pw' })
  expect(registered.ok).toBe(true)
  const login = store.login('W@example.com', 'pw')
  if (!login.ok) throw new Error('login failed')
  expect(login.value.token).toMatch(/^[0-9a-f]{48}$/)
  expect(store.userForToken(login.value.token)?.username).toBe('wanjiru')
  expect(store.login('w@example.com', 'pw')).not.toEqual(login)
})

it('bookings: refuses overbooking, bad counts, unknown buses, changing and reporting nothing; moves seats on update', () => {
  const onChange = vi.fn()
  const store = new MockStore(createSeedState(), onChange)
  const amina = userId(store, seedCredentials.amina.email)
  const before = store.toJSON()
  store.login(seedCredentials.amina.email, 'wrong')
  const overbooked = { status: 409, message: 'Not enough seats available' }
  expect(store.bookSeats(amina, 5, 9)).toMatchObject(overbooked)
  for (const seats of [0, -1, 1.5, Number.NaN]) {
    expect(store.bookSeats(amina, 5, seats)).toMatchObject({ status: 400 })
  }
  expect(store.bookSeats(amina, 99, 1)).toMatchObject({ status: 404 })
  expect(store.toJSON()).toEqual(before)
  // Only successful changes are reported.
  expect(onChange).not.toHaveBeenCalled()
  expect(store.bookSeats(amina, 5, 8).ok).toBe(true)
  expect(onChange).toHaveBeenCalledTimes(1)
  expect(store.findBus(5)?.seats).toBe(0)
  // An update moves the difference between booking and bus.
  const booked = store.bookSeats(amina, 4, 2)
  if (!booked.ok) throw new Error('booking failed')
  const id = booked.value.booking_id
  expect(store.updateBooking(amina, id, 5)).toMatchObject({
    ok: true,
    value: { seats_booked: 5, total_price: 9000 },
  })
  expect(store.findBus(4)?.seats).toBe(7)
  expect(store.updateBooking(amina, id, 1).ok).toBe(true)
  expect(store.findBus(4)?.seats).toBe(11)
  expect(store.updateBooking(amina, id, 13)).toMatchObject({ status: 409 })
  expect(store.updateBooking(amina, id, 0)).toMatchObject({ status: 400 })
  const brian = userId(store, seedCredentials.brian.email)
  expect(store.updateBooking(brian, id, 2)).toMatchObject({ status: 404 })
})

describe('pictures and snapshots', () => {
  it('stores a picture, points the profile at it and drops the old one', () => {
    const store = new MockStore(createSeedState())
    const amina = userId(store, seedCredentials.amina.email)
    expect(store.savePicture(amina, 'text/plain', 'aGk=')).toMatchObject({ status: 400 })
    const first = store.savePicture(amina, 'image/png', 'AAEC')
    if (!first.ok) throw new Error('upload failed')
    expect(first.value.profile_picture).toBe('/uploads/user-1-1.png')
    expect(store.picture('user-1-1.png')).toEqual({
      user_id: amina,
      contentType: 'image/png',
      base64: 'AAEC',
    })
    store.savePicture(amina, 'image/jpeg', 'AAED')
    expect(store.picture('user-1-1.png')).toBeUndefined()
    expect(store.findUserByEmail(seedCredentials.amina.email)?.profile_picture).toBe(
      '/uploads/user-1-2.jpg',
    )
  })

  it('survives a JSON round trip, and a catalogue reseed keeps sessions', () => {
    const store = new MockStore(createSeedState())
    const login = store.login(seedCredentials.brian.email, seedCredentials.brian.password)
    if (!login.ok) throw new Error('login failed')
    store.bookSeats(login.value.user.id, 1, 3)
    const copy = new MockStore(JSON.parse(JSON.stringify(store)) as ReturnType<MockStore['toJSON']>)
    expect(copy.toJSON()).toEqual(store.toJSON())
    copy.reseedCatalogue({ busCount: 40, bookingCount: 0 })
    expect(copy.listBuses()).toHaveLength(40)
    expect(copy.bookingsOf(login.value.user.id)).toEqual([])
    expect(copy.userForToken(login.value.token)?.username).toBe('brian')
  })
})
