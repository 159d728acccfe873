import { describe, expect, it } from 'vitest'
import { bookingShare } from './booking-share'

describe('bookingShare', () => {
  it('keeps cents and whatever the server named the bus, as plain text', () => {
    const { text } = bookingShare({
      id: 'b-1',
      busName: '<b>Coast</b> & Co',
      route: 'Mombasa → Malindi',
      seatsBooked: 1,
      totalPrice: 1250.5,
    })
    expect(text).toContain('Bus: <b>Coast</b> & Co')
    expect(text).toContain('Route: Mombasa → Malindi')
    expect(text).toContain('Total: KES 1,250.5')
    expect(text).toContain('Reference: b-1')
  })
})
