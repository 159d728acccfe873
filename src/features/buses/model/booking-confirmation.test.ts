import { describe, expect, it } from 'vitest'
import { bookingConfirmationText } from './booking-confirmation'

describe('bookingConfirmationText', () => {
  it('gives the seats, the bus and the total in KES, the amount never broken across lines', () => {
    expect(bookingConfirmationText(2, 'Coast Express', 3000)).toBe(
      'Booked 2 seats on Coast Express\u00a0· KES\u00a03,000',
    )
    expect(bookingConfirmationText(1, 'Lake Shuttle', 1200)).toBe(
      'Booked 1 seat on Lake Shuttle\u00a0· KES\u00a01,200',
    )
  })
})
