import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSessionStore } from '@/lib/session-store'
import { renderRoute } from '@/testing/render-route'

describe('Home (/)', () => {
  it('shows the welcome text, the slider, Book Now! and the guest note without any request', async () => {
    // msw fails the test on any unhandled request; the home page makes none at all.
    renderRoute('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Matatu' }),
    ).toBeVisible()
    expect(
      screen.getByText('Book bus or shuttle rides, select your seat, and pay online'),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Travel with Matatu' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Book Now!' })).toBeEnabled()
    expect(
      screen.getByText(
        'Guest sessions last for 15 minutes. After that, you may need to log in again.',
      ),
    ).toBeInTheDocument()
  })

  it('Book Now! marks the visitor as a guest and opens the booking form', async () => {
    const { user, router } = renderRoute('/')
    expect(window.localStorage.getItem('isGuest')).toBeNull()

    await user.click(await screen.findByRole('button', { name: 'Book Now!' }))

    expect(window.localStorage.getItem('isGuest')).toBe('true')
    expect(useSessionStore.getState().isGuest).toBe(true)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book Your Matatu' }),
    ).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/bookingform')
  })
})
