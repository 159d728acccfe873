import { describe, expect, it } from 'vitest'
import { bookingFormSearchSchema } from './guest-search'

describe('bookingFormSearchSchema', () => {
  it('keeps guest=1 and ignores anything else', () => {
    expect(bookingFormSearchSchema.parse({ guest: 1 })).toEqual({ guest: 1 })
    expect(bookingFormSearchSchema.parse({})).toStrictEqual({ guest: undefined })
    for (const guest of [0, 2, true, '1', 'yes', null]) {
      expect(bookingFormSearchSchema.parse({ guest }), String(guest)).toStrictEqual({
        guest: undefined,
      })
    }
  })
})
