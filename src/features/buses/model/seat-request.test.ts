import { describe, expect, it, vi } from 'vitest'
import { requestSeats } from './seat-request'

describe('requestSeats', () => {
  it.each([
    [
      'without a token',
      { hasToken: false, available: 5 },
      { kind: 'needs-login', message: 'You need to login first' },
    ],
    [
      'at 0 seats',
      { hasToken: true, available: 0 },
      { kind: 'refused', message: 'Sorry, no seats available.' },
    ],
  ])('refuses %s, before anything is asked', (_, state, refusal) => {
    const ask = vi.fn(() => '1')
    expect(requestSeats({ ...state, price: 1500, ask })).toEqual(refusal)
    expect(ask).not.toHaveBeenCalled()
  })

  it('asks with the availability and the default 1, then reads the answer', () => {
    const ask = vi.fn(() => '3')
    expect(requestSeats({ hasToken: true, available: 7, price: 1500, ask })).toEqual({
      kind: 'accepted',
      seats: 3,
    })
    expect(ask).toHaveBeenCalledWith('How many seats? 7 available at KES 1,500 each.', '1')
  })

  it('passes a cancelled prompt and a refused answer through', () => {
    expect(requestSeats({ hasToken: true, available: 7, price: 1500, ask: () => null })).toEqual({
      kind: 'cancelled',
    })
    expect(requestSeats({ hasToken: true, available: 7, price: 1500, ask: () => '8' })).toEqual({
      kind: 'refused',
      message: 'Not enough seats available.',
    })
  })
})
