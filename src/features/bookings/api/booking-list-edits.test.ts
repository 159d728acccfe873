import { describe, expect, it } from 'vitest'
import type { Booking } from './booking-schema'
import { appendBooking, removeBooking, replaceBooking, restoreBooking } from './booking-list-edits'

function booking(id: number | string, seatsBooked = 1): Booking {
  return { id, busName: `Bus ${id}`, route: 'Nairobi to Nakuru', seatsBooked, totalPrice: 600 }
}

const [a, b, c, d] = [booking(1), booking(2), booking(3), booking(4)] as const
const ids = (list: Booking[]) => list.map((item) => item.id)

describe('booking list edits', () => {
  it('appends, replacing an older copy of the same booking; replaces the booking with the same id, in place; 7 and "7" are the same; removes the booking with that id only', () => {
    expect(ids(appendBooking([a, b], c))).toEqual([1, 2, 3])
    expect(appendBooking([a, b], booking(1, 5))).toEqual([b, booking(1, 5)])
    expect(replaceBooking([a, b, c], booking(2, 4))).toEqual([a, booking(2, 4), c])
    expect(replaceBooking([booking('2')], booking(2, 4))).toEqual([booking(2, 4)])
    expect(ids(removeBooking([a, b, c], 2))).toEqual([1, 3])
    expect(ids(removeBooking([a, b, c], '3'))).toEqual([1, 2])
  })

  describe('restoreBooking', () => {
    it('puts it back at its index; keeps what changed meanwhile: another cancel, an added booking; changes nothing when the booking is already there or was never there', () => {
      expect(ids(restoreBooking([a, c, d], [a, b, c, d], 2))).toEqual([1, 2, 3, 4])
      expect(ids(restoreBooking([b, c], [a, b, c], 1))).toEqual([1, 2, 3])
      expect(ids(restoreBooking([a, b], [a, b, c], 3))).toEqual([1, 2, 3])
      // keeps what changed meanwhile: another cancel, an added booking
      // 2 and 3 were being cancelled; 3 failed while 2 is gone and 5 was added.
      expect(ids(restoreBooking([a, d, booking(5)], [a, b, c, d], 3))).toEqual([1, 3, 4, 5])
      const current = [a, b]
      expect(restoreBooking(current, [a, b], 2)).toBe(current)
      expect(restoreBooking(current, [a, b], 9)).toBe(current)
    })
  })
})
