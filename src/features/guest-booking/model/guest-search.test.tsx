import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session-store'
import { renderRoute } from '@/testing/render-route'
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

const findForm = () => screen.findByRole('heading', { level: 1, name: 'Book Your Matatu' })

describe('/bookingform?guest=1 (where the Book Now! link leads)', () => {
  it('marks the visitor as a guest and replaces the address with /bookingform', async () => {
    const { router } = renderRoute('/bookingform?guest=1')
    expect(await findForm()).toBeInTheDocument()
    expect(window.localStorage.getItem('isGuest')).toBe('true')
    expect(sessionStore.getState().isGuest).toBe(true)
    expect(router.state.location.href).toBe('/bookingform')
    // Replaced, not pushed: Back does not land on ?guest=1 again.
    expect(router.history.length).toBe(1)
  })

  it('without the parameter (or with another value) marks nobody', async () => {
    const { router } = renderRoute('/bookingform?guest=yes')
    expect(await findForm()).toBeInTheDocument()
    expect(window.localStorage.getItem('isGuest')).toBeNull()
    expect(router.state.location.pathname).toBe('/bookingform')
  })
})
