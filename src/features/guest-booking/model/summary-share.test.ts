import { describe, expect, it } from 'vitest'
import { buildBookingSummary } from './booking-summary'
import { summaryShare } from './summary-share'

describe('summaryShare', () => {
  it('holds the bus, the route, the seat and the total in KES, and not the passenger', () => {
    const summary = buildBookingSummary({
      name: 'Amina Otieno',
      idNumber: 'A1234567',
      schoolId: '',
      from: 'Nairobi',
      to: 'Mombasa',
      vehicleType: 'normal',
    })
    expect(summaryShare(summary)).toEqual({
      title: 'My Matatu booking',
      text: 'My Matatu booking\nBus: Modern Bus\nRoute: Nairobi → Mombasa\nSeat: A12\nTotal: KES 700',
    })
  })
})
