import { describe, expect, it } from 'vitest'
import { bookingShare } from './booking-share'

describe('bookingShare', () => {
  it('holds the reference, the bus, the route, the seats and the total in KES, one a line', () => {
    const share = bookingShare({
      id: 7,
      busName: 'Lake Shuttle',
      route: 'Nairobi - Kisumu',
      seatsBooked: 2,
      totalPrice: 3000,
    })
    expect(share).toEqual({
      title: 'My Matatu booking',
      text: 'My Matatu booking\nReference: 7\nBus: Lake Shuttle\nRoute: Nairobi → Kisumu\nSeats: 2\nTotal: KES 3,000',
    })
  })

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
