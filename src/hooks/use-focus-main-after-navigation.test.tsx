import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute } from '@/testing/render-route'

describe('focus after a navigation', () => {
  it('leaves focus alone on the first screen; moves it to the main content when the control that navigated went away; keeps it on a top-bar link that is still there', async () => {
    const { user, router } = renderRoute('/')
    const bookNow = await screen.findByRole('link', { name: 'Book Now!' })
    expect(document.activeElement).toBe(document.body)
    await user.click(bookNow)
    await screen.findByRole('heading', { level: 1, name: 'Book Your Matatu' })
    expect(router.state.location.pathname).toBe('/bookingform')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')))
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const register = within(nav).getByRole('link', { name: 'Register' })
    await user.click(register)
    await screen.findByRole('heading', { level: 1, name: 'Register' })
    expect(document.activeElement).toBe(register)
  })
})
