import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionStore } from '@/lib/session-store'
import { renderRoute } from '@/testing/render-route'

describe('Home (/)', () => {
  it('shows the welcome text, the slider, Book Now! and the guest note without any request; Book Now! and See buses are real links, the slider controls wait for the app (data-needs-app); pointing at Book Now! fetches the form ahead but marks nobody as a guest; Popular routes link to the bus list searched for each trip', async () => {
    // msw fails the test on any unhandled request; the home page makes none at all.
    const { router, user } = renderRoute('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Matatu' }),
    ).toBeVisible()
    expect(
      screen.getByText('Book bus or shuttle rides, select your seat, and pay online'),
    ).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Travel with Matatu' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Guest sessions last for 15 minutes. After that, you may need to log in again.',
      ),
    ).toBeInTheDocument()
    // Real links, so they work before the app has taken over.
    const bookNow = screen.getByRole('link', { name: 'Book Now!' })
    expect(bookNow).toHaveAttribute('href', '/bookingform?guest=1')
    expect(screen.getByRole('link', { name: 'See buses' })).toHaveAttribute('href', '/buses')
    const pause = screen.getByRole('button', { name: 'Pause slideshow' })
    expect(pause.closest('[data-needs-app]')).not.toBeNull()
    expect(document.documentElement).toHaveAttribute('data-app-running')
    // Pointing at Book Now!
    await user.hover(bookNow)
    await user.unhover(bookNow)
    await router.preloadRoute({ to: '/bookingform', search: { guest: 1 } })
    expect(window.localStorage.getItem('isGuest')).toBeNull()
    expect(sessionStore.getState().isGuest).toBe(false)
    expect(router.state.location.pathname).toBe('/')
    // Popular routes
    const routes = screen.getByRole('region', { name: 'Popular routes' })
    const links = within(routes).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nairobi to Mombasa', '/buses?from=Nairobi&to=Mombasa'],
      ['Nairobi to Kisumu', '/buses?from=Nairobi&to=Kisumu'],
      ['Nairobi to Nakuru', '/buses?from=Nairobi&to=Nakuru'],
      ['Nairobi to Eldoret', '/buses?from=Nairobi&to=Eldoret'],
    ])
    await user.click(links[1] as HTMLElement)
    expect(await screen.findByRole('heading', { level: 1, name: 'Available Buses' })).toBeVisible()
    expect(router.state.location.search).toEqual({ from: 'Nairobi', to: 'Kisumu' })
  })
})
