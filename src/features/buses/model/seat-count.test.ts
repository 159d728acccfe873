import { describe, expect, it } from 'vitest'
import { readSeatCount } from './seat-count'

const invalid = { kind: 'refused', message: 'Invalid number of seats.' }
const notEnough = { kind: 'refused', message: 'Not enough seats available.' }

describe('readSeatCount', () => {
  it.each([
    // A cancelled prompt does nothing.
    [null, 5, { kind: 'cancelled' }],
    ['1', 5, { kind: 'accepted', seats: 1 }],
    ['5', 5, { kind: 'accepted', seats: 5 }],
    [' 2 ', 5, { kind: 'accepted', seats: 2 }],
    ['02', 5, { kind: 'accepted', seats: 2 }],
    ...['', '   ', 'two', '2 seats', '0', '00', '-1', '-3'].map((answer) => [answer, 5, invalid]),
    ...['1.5', '2.0', '0.5', '1e1', '+2', '0x2'].map((answer) => [answer, 5, invalid]),
    ['6', 5, notEnough],
    ['1', 0, notEnough],
    ['99999999999999999999', 30, notEnough],
    // Validity is checked before availability.
    ['0', 0, invalid],
  ] as [string | null, number, object][])('reads %j with %i left as %j', (answer, left, read) => {
    expect(readSeatCount(answer, left)).toEqual(read)
  })
})
