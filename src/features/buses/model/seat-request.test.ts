import { describe, expect, it, vi } from 'vitest'
import { requestSeats } from './seat-request'

describe('requestSeats', () => {
  it("refuses without a token, before anything is asked: 'You need to login first'", () => {
    const ask = vi.fn(() => '1')
    expect(requestSeats({ hasToken: false, available: 5, price: 1500, ask })).toEqual({
      kind: 'needs-login',
      message: 'You need to login first',
    })
    expect(ask).not.toHaveBeenCalled()
  })

  it("refuses at 0 seats without asking: 'Sorry, no seats available.'", () => {
    const ask = vi.fn(() => '1')
    expect(requestSeats({ hasToken: true, available: 0, price: 1500, ask })).toEqual({
      kind: 'refused',
      message: 'Sorry, no seats available.',
    })
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
