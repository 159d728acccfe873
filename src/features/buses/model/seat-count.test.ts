import { describe, expect, it } from 'vitest'
import { readSeatCount } from './seat-count'

describe('readSeatCount', () => {
  it('does nothing for a cancelled prompt', () => {
    expect(readSeatCount(null, 5)).toEqual({ kind: 'cancelled' })
  })

  it.each([
    ['1', 1],
    ['5', 5],
    [' 2 ', 2],
    ['02', 2],
  ])('accepts %j', (answer, seats) => {
    expect(readSeatCount(answer, 5)).toEqual({ kind: 'accepted', seats })
  })

  it.each([
    '',
    '   ',
    'two',
    '2 seats',
    '0',
    '00',
    '-1',
    '-3',
    '1.5',
    '2.0',
    '0.5',
    '1e1',
    '+2',
    '0x2',
  ])("refuses %j with 'Invalid number of seats.'", (answer) => {
    expect(readSeatCount(answer, 5)).toEqual({
      kind: 'refused',
      message: 'Invalid number of seats.',
    })
  })

  it.each([
    ['6', 5],
    ['1', 0],
    ['99999999999999999999', 30],
  ])("refuses %j with %i left: 'Not enough seats available.'", (answer, available) => {
    expect(readSeatCount(answer, available)).toEqual({
      kind: 'refused',
      message: 'Not enough seats available.',
    })
  })

  it('checks validity before availability', () => {
    expect(readSeatCount('0', 0)).toMatchObject({ message: 'Invalid number of seats.' })
  })
})
