import { describe, expect, it } from 'vitest'
import { formatClockTime } from './clock-time'
import { clockMinutes, formatDeparture } from './departure-time'

describe('clockMinutes', () => {
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
    expect(clockMinutes(time)).toBe(minutes)
  })

  it.each([null, '', 'TBA', 'soon', '25:00', '12:60', '13:00 PM', '00:30 AM', '8', '8:5 AM'])(
    'cannot read %j',
    (time) => {
      expect(clockMinutes(time)).toBeNull()
    },
  )
})

describe('formatDeparture', () => {
  it.each([
    ['08:00 AM', '08:00'],
    ['5:25 PM', '17:25'],
    ['12:05 AM', '00:05'],
    ['12:30 PM', '12:30'],
    ['17:25', '17:25'],
    ['7:45', '07:45'],
    ['7 pm', '19:00'],
    [' 06:00 ', '06:00'],
    // A time it cannot read, as it came.
    ['Asubuhi', 'Asubuhi'],
    ['25:00', '25:00'],
  ])('in Kiswahili writes %j as %j', (departure, shown) => {
    expect(formatDeparture(departure, 'sw')).toBe(shown)
  })

  it('in English shows the backend text as it is', () => {
    expect(formatDeparture('08:00 AM', 'en')).toBe('08:00 AM')
    expect(formatDeparture('5:25 PM', 'en')).toBe('5:25 PM')
    expect(formatDeparture('17:25', 'en')).toBe('17:25')
  })

  it.each([null, '', '   '])('reads %j as to be announced', (departure) => {
    expect(formatDeparture(departure, 'en')).toBe('TBA')
    expect(formatDeparture(departure, 'sw')).toBe('Itatangazwa')
  })
})

describe('formatClockTime', () => {
  it('writes a moment as its local hours and minutes, padded, on a 24-hour clock', () => {
    expect(formatClockTime(new Date(2020, 0, 5, 14, 5).getTime())).toBe('14:05')
    expect(formatClockTime(new Date(2020, 0, 5, 8, 0).getTime())).toBe('08:00')
    expect(formatClockTime(new Date(2020, 0, 5, 0, 7).getTime())).toBe('00:07')
  })
})
