import { createElement } from 'react'
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderRoute } from '@/testing/render-route'

/** A screen (the guest form's route has no errorComponent of its own) or the top bar that throws. */
const crash = vi.hoisted(() => ({ screen: false, topBar: false }))

vi.mock('@/features/guest-booking/components/booking-form-screen', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('@/features/guest-booking/components/booking-form-screen')>()
  return {
    ...actual,
    BookingFormScreen: () => {
      if (crash.screen) throw new Error('A screen failed to render')
      return createElement(actual.BookingFormScreen)
    },
  }
})

vi.mock('./top-bar', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./top-bar')>()
  return {
    ...actual,
    TopBar: () => {
      if (crash.topBar) throw new Error('The top bar failed to render')
      return createElement(actual.TopBar)
    },
  }
})

describe('RouteErrorFallback, the router-wide error boundary', () => {
  beforeEach(() => {
    crash.screen = false
    crash.topBar = false
    // React and the fallback both report the error; the test only needs to know they did.
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })

  it('catches a render error, keeps the shell around it, and says so; Go Home leaves for the home page; Try again renders the screen afresh once it can be shown', async () => {
    crash.screen = true
    const { user, router } = renderRoute('/bookingform')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    expect(within(alert).getByText('This page could not be shown. Please try again.')).toBeVisible()
    // The tab says so too, not the failed route's own title.
    await expect.poll(() => document.title).toBe('Something went wrong · Matatu')
    // Not a blank screen: the top bar, main and footer are still there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getByRole('main')).toContainElement(alert)
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(console.error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'A screen failed to render' }),
    )
    await user.click(screen.getByRole('link', { name: 'Go Home' }))
    expect(await screen.findByRole('link', { name: 'Book Now!' })).toBeVisible()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
    // Try again, back on the broken screen once it can be shown
    await router.navigate({ to: '/bookingform' })
    await screen.findByRole('heading', { name: 'Something went wrong' })
    crash.screen = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Book Your Matatu' })).toBeVisible()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
  })

  it('catches a render error in the layout itself: still a way back, never a blank page', async () => {
    crash.topBar = true
    const { user, router } = renderRoute('/buses')
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    crash.topBar = false
    await user.click(screen.getByRole('link', { name: 'Go Home' }))
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
