import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { chooseDataSaver } from '@/lib/data-saver-store'
import { sessionStore } from '@/lib/session-store'
import { renderRoute } from '@/testing/render-route'

// Typing, then a navigation that loads /buses: slow on a busy machine.
describe('Home (/)', { timeout: 20_000 }, () => {
  it('shows the welcome text, the slider, Book Now! and the guest note without any request, the focus left alone; Find a bus is a plain GET form, preloading /buses unless the data saver is on; Book Now! and See buses are real links, the slider controls wait for the app (data-needs-app); pointing at Book Now! fetches the form ahead but marks nobody as a guest; Popular routes link to the bus list searched for each trip; after a navigation, focus goes to the main content unless the control that navigated is still there', async () => {
    // msw fails the test on any unhandled request; the home page makes none at all.
    const { router, user } = renderRoute('/')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Matatu' }),
    ).toBeVisible()
    // Focus after a navigation (useFocusMainAfterNavigation): left alone on the first screen.
    expect(document.activeElement).toBe(document.body)
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
    // Find a bus: a plain GET form to /buses, so it works before the app runs.
    const form = screen.getByRole('search', { name: 'Find a bus' })
    expect(form).toHaveAttribute('method', 'get')
    expect(form).toHaveAttribute('action', '/buses')
    expect(within(form).getByRole('textbox', { name: 'From' })).toHaveAttribute('name', 'from')
    expect(within(form).getByRole('textbox', { name: 'To' })).toHaveAttribute('name', 'to')
    const search = within(form).getByRole('button', { name: 'Search buses' })
    expect(search).toHaveAttribute('type', 'submit')
    // Pointing at Search buses loads /buses ahead, unless the data saver is on.
    const preload = vi.spyOn(router, 'preloadRoute')
    chooseDataSaver(true)
    await user.hover(search)
    expect(preload).not.toHaveBeenCalled()
    await user.unhover(search)
    chooseDataSaver(false)
    await user.hover(search)
    expect(preload).toHaveBeenCalledWith({ to: '/buses' })
    await user.hover(bookNow)
    await user.unhover(bookNow)
    await router.preloadRoute({ to: '/bookingform', search: { guest: 1 } })
    expect(window.localStorage.getItem('isGuest')).toBeNull()
    expect(sessionStore.getState().isGuest).toBe(false)
    expect(router.state.location.pathname).toBe('/')
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
    // Focus: to the main content, the link that navigated gone; kept on a top-bar link still there.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')))
    const register = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Register',
    })
    await user.click(register)
    await screen.findByRole('heading', { level: 1, name: 'Register' })
    expect(document.activeElement).toBe(register)
  })

  it('Find a bus opens /buses with From and To through the router once the app runs, an empty field left out of the URL', async () => {
    const { user, router } = renderRoute('/')
    const form = await screen.findByRole('search', { name: 'Find a bus' })
    await user.type(within(form).getByRole('textbox', { name: 'From' }), ' Nairobi ')
    await user.type(within(form).getByRole('textbox', { name: 'To' }), 'Kisumu')
    await user.click(within(form).getByRole('button', { name: 'Search buses' }))
    const list = await screen.findByRole('list', { name: 'Buses' })
    expect(within(list).getAllByRole('article')).toHaveLength(1)
    expect(within(list).getByRole('article', { name: 'Lake Shuttle' })).toBeInTheDocument()
    expect(router.state.location.href).toBe('/buses?from=Nairobi&to=Kisumu')
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Nairobi')
    // An empty field, from the home page again
    await act(() => router.navigate({ to: '/' }))
    const again = await screen.findByRole('search', { name: 'Find a bus' })
    await user.type(within(again).getByRole('textbox', { name: 'To' }), 'Mombasa{Enter}')
    await waitFor(() => expect(router.state.location.href).toBe('/buses?to=Mombasa'))
    await screen.findByRole('list', { name: 'Buses' })
  })
})
