import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'

function navLinkNames() {
  const nav = screen.getByRole('navigation', { name: 'Main' })
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
}

describe('top bar and shell', () => {
  it.each([
    ['Home, Buses, Login and Register without a token', () => {}, ['Login', 'Register']],
    ['Profile, Bookings and Logout with a stored token', signIn, ['Profile', 'Bookings', 'Logout']],
  ])('shows %s', async (_label, arrange, links) => {
    arrange()
    renderRoute('/')
    await screen.findByRole('navigation', { name: 'Main' })
    expect(navLinkNames()).toEqual(['Home', 'Buses', ...links])
  })

  it.each([
    ['/buses?from=Nairobi&to=Kisumu&sort=price-asc', 'Buses'],
    ['/?from=x', 'Home'],
    ['/login?registered=true', 'Login'],
  ])('marks the current page on %s, whatever the query string', async (path, current) => {
    const { router } = renderRoute(path)
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    await expect.poll(() => router.state.status).toBe('idle')
    const marked = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(marked.map((link) => link.textContent)).toEqual([current])
  })

  it('shows the 404 page on an unknown path, with a Go Home link; the landmarks and the footer on every page', async () => {
    const { user, router } = renderRoute('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    for (const heading of ['About', 'Stay Connected', 'Talk to Us']) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeInTheDocument()
    }
    expect(within(footer).getByText(/Nairobi/)).toBeInTheDocument()
    expect(within(footer).getByRole('link', { name: /^\+254/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    )
    expect(within(footer).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    )
    await user.click(screen.getByRole('link', { name: 'Go Home' }))
    expect(router.state.location.pathname).toBe('/')
  })

  it.each([
    ['/buses', 'Buses · Matatu'],
    ['/login', 'Login · Matatu'],
    ['/register', 'Register · Matatu'],
    ['/bookings', 'My Bookings · Matatu'],
    ['/profile', 'Your Profile · Matatu'],
    ['/bookingform', 'Book Your Matatu · Matatu'],
    ['/payment', 'Payment · Matatu'],
    ['/nowhere', 'Page not found · Matatu'],
  ])('sets the document title on %s', async (path, title) => {
    renderRoute(path)
    await screen.findByRole('main')
    await expect.poll(() => document.title).toBe(title)
  })
})
