import { describe, expect, it } from 'vitest'
import { bookingSchema, bookingsResponseSchema } from './booking-schema'

const raw = {
  booking_id: 7,
  bus_name: 'Lake Shuttle',
  route: 'Nairobi to Kisumu',
  seats_booked: 2,
  total_price: 2400,
  status: 'pending',
}

const model = {
  id: 7,
  busName: 'Lake Shuttle',
  route: 'Nairobi to Kisumu',
  seatsBooked: 2,
  totalPrice: 2400,
}

describe('bookingSchema', () => {
  it('reads a booking; reads id when booking_id is absent, and numeric strings; prefers booking_id over id', () => {
    expect(bookingSchema.parse(raw)).toEqual(model)
    const { booking_id: _id, ...rest } = raw
    expect(
      bookingSchema.parse({ ...rest, id: 'bk-7', seats_booked: '3', total_price: ' 3600 ' }),
    ).toEqual({ ...model, id: 'bk-7', seatsBooked: 3, totalPrice: 3600 })
    expect(bookingSchema.parse({ ...raw, id: 99 }).id).toBe(7)
  })

  it.each([
    ['no key', { ...raw, booking_id: undefined }],
    ['a word for a price', { ...raw, total_price: 'a lot' }],
    ['no bus name', { ...raw, bus_name: undefined }],
  ])('refuses a booking with %s', (_label, value) => {
    expect(bookingSchema.safeParse(value).success).toBe(false)
  })
})

describe('bookingsResponseSchema (docs/api.md#shapes)', () => {
  const parse = (body: unknown) => bookingsResponseSchema.parse(body)

  it('reads a plain array; reads {bookings: [...]}; reads one booking object, with booking_id or id', () => {
    expect(parse([raw, { ...raw, booking_id: 8 }])).toHaveLength(2)
    expect(parse({ bookings: [raw] })).toEqual([model])
    expect(parse({ bookings: [] })).toEqual([])
    expect(parse(raw)).toEqual([model])
    const { booking_id: _id, ...rest } = raw
    expect(parse({ ...rest, id: 7 })).toEqual([model])
  })

  it.each([
    {},
    { data: 'nope' },
    { unexpected: true },
    null,
    undefined,
    'text',
    42,
    { bookings: 'x' },
  ])('reads %j as an empty list', (body) => {
    expect(parse(body)).toEqual([])
  })

  it.each([[[{ nope: true }]], [{ bookings: [{ booking_id: 1 }] }], [{ booking_id: 1 }]])(
    'refuses %j: broken bookings are an error, never "no bookings"',
    (body) => {
      expect(bookingsResponseSchema.safeParse(body).success).toBe(false)
    },
  )
})
