import { describe, expect, it } from 'vitest'
import { busSchema, busesResponseSchema } from './bus-schema'
import { busesFromResponse } from './get-buses'

const rawBus = {
  id: 1,
  name: 'Coast Express',
  route: 'Nairobi to Mombasa',
  time: '08:00 AM',
  price: 1500,
  seats: 25,
  image_url: '/images/buses/mombasa.svg',
}

describe('busSchema', () => {
  it('reads a complete bus; reads availableSeats when seats is absent; accepts numeric strings and string ids; treats a missing time and image as absent (TBA, placeholder); never shows fewer than 0 seats', () => {
    expect(busSchema.parse(rawBus)).toEqual({
      id: 1,
      name: 'Coast Express',
      route: 'Nairobi to Mombasa',
      departure: '08:00 AM',
      price: 1500,
      seatsAvailable: 25,
      imageUrl: '/images/buses/mombasa.svg',
    })
    const { seats: _seats, ...rest } = rawBus
    expect(busSchema.parse({ ...rest, availableSeats: 7 }).seatsAvailable).toBe(7)
    expect(busSchema.parse({ ...rawBus, id: 'b-1', price: '1200', seats: ' 4 ' })).toMatchObject({
      id: 'b-1',
      price: 1200,
      seatsAvailable: 4,
    })
    expect(busSchema.parse({ ...rawBus, time: undefined, image_url: null })).toMatchObject({
      departure: null,
      imageUrl: null,
    })
    expect(busSchema.parse({ ...rawBus, time: '  ' }).departure).toBeNull()
    expect(busSchema.parse({ ...rawBus, seats: -3 }).seatsAvailable).toBe(0)
  })

  it.each([
    ['no seat count', { ...rawBus, seats: undefined }],
    ['a word for a price', { ...rawBus, price: 'cheap' }],
    ['no name', { ...rawBus, name: undefined }],
    ['an object for an id', { ...rawBus, id: {} }],
  ])('refuses a bus with %s', (_label, value) => {
    expect(busSchema.safeParse(value).success).toBe(false)
  })
})

describe('buses response', () => {
  const parse = (body: unknown) => busesFromResponse(busesResponseSchema.parse(body))

  it('accepts a plain array; accepts a successful envelope; uses the envelope message as the error text', () => {
    expect(parse([rawBus])).toHaveLength(1)
    expect(parse({ success: true, buses: [rawBus], message: 'ok' })).toHaveLength(1)
    expect(() => parse({ success: false, message: 'Down for maintenance' })).toThrow(
      'Down for maintenance',
    )
  })

  it.each([
    { success: false, message: 'Down for maintenance' },
    { success: false, buses: [rawBus] },
    { buses: [rawBus] },
    { success: 'true', buses: [rawBus] },
  ])('fails an envelope without success true: %j', (body) => {
    expect(() => parse(body)).toThrow()
  })

  it.each([null, 'buses', 42, [{ nope: true }], { success: true, buses: 'many' }])(
    'refuses garbage %j',
    (body) => {
      expect(busesResponseSchema.safeParse(body).success).toBe(false)
    },
  )
})
