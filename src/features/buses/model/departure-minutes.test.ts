import { describe, expect, it } from 'vitest'
import { departureMinutes } from './departure-minutes'

describe('departureMinutes', () => {
  it.each([
    ['08:00 AM', 8 * 60],
    ['01:00 PM', 13 * 60],
    ['12:00 AM', 0],
    ['12:30 PM', 12 * 60 + 30],
    ['11:59 pm', 23 * 60 + 59],
    ['9:05am', 9 * 60 + 5],
    ['7 PM', 19 * 60],
    ['6:15 p.m.', 18 * 60 + 15],
    ['21:30', 21 * 60 + 30],
    ['00:00', 0],
    ['7:45', 7 * 60 + 45],
    [' 06:00 ', 6 * 60],
  ])('reads %j', (time, minutes) => {
    expect(departureMinutes(time)).toBe(minutes)
  })

  it.each([null, '', 'TBA', 'soon', '25:00', '12:60', '13:00 PM', '00:30 AM', '8', '8:5 AM'])(
    'cannot read %j',
    (time) => {
      expect(departureMinutes(time)).toBeNull()
    },
  )
})
