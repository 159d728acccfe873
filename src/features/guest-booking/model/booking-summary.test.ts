import { describe, expect, it } from 'vitest'
import { buildBookingSummary, parseBookingSummary } from './booking-summary'

const booking = {
  name: 'Amina Otieno',
  idNumber: '12345678',
  schoolId: 'UON-42',
  from: 'Nairobi',
  to: 'Mombasa',
}

describe('buildBookingSummary (docs/product.md#constants)', () => {
  it('is a Transline Shuttle at KES 500, seat A12, for a shuttle; is a Modern Bus at KES 700 for a normal bus; never carries the ID number or school ID', () => {
    expect(buildBookingSummary({ ...booking, vehicleType: 'shuttle' })).toEqual({
      passengerName: 'Amina Otieno',
      busName: 'Transline Shuttle',
      vehicleType: 'shuttle',
      route: 'Nairobi → Mombasa',
      seat: 'A12',
      price: 500,
    })
    const summary = buildBookingSummary({ ...booking, vehicleType: 'normal' })
    expect(summary).toMatchObject({ busName: 'Modern Bus', price: 700, seat: 'A12' })
    const text = JSON.stringify(buildBookingSummary({ ...booking, vehicleType: 'normal' }))
    expect(text).not.toContain('12345678')
    expect(text).not.toContain('UON-42')
  })
})

describe('parseBookingSummary', () => {
  const summary = buildBookingSummary({ ...booking, vehicleType: 'shuttle' })

  it('accepts a summary the form built', () => {
    expect(parseBookingSummary(summary)).toEqual(summary)
  })

  it.each([
    ['missing', undefined],
    ['not an object', 'Nairobi'],
    ['without a price', { ...summary, price: undefined }],
    ['with an empty name', { ...summary, passengerName: '' }],
    ['with an unknown vehicle type', { ...summary, vehicleType: 'boda' }],
  ])('is null for a state that is %s', (_case, value) => {
    expect(parseBookingSummary(value)).toBeNull()
  })
})
