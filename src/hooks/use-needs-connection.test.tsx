import { act, screen, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../../mocks/node'
import { seedCredentials } from '../../mocks/seed'
import { stubDialogs } from '@/testing/dialogs'
import { createTestQueryClient, renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'

/** Every call that is not a GET, from now on: offline, there must be none. */
function recordSends() {
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') sent.push(`${request.method} ${request.url}`)
  })
  return sent
}

const goOffline = () => act(() => onlineManager.setOnline(false))

describe('offline, an action that needs the server says so and sends nothing', () => {
  it('Book Seat: no prompt, no booking, the seats stay, the message goes once online; Cancel Booking: no confirm, the booking stays, nothing is queued for later; the picture upload does not open the file picker', async () => {
    signIn()
    const sent = recordSends()
    const { prompt, alert, confirm } = stubDialogs({ prompt: '1' })
    const { user, router, queryClient } = renderRoute('/buses')
    const list = within(await screen.findByRole('list', { name: 'Buses' }))
    const card = list.getByRole('article', { name: 'Coast Express' })
    const bookSeat = within(card).getByRole('button', { name: 'Book Seat' })
    expect(bookSeat).not.toHaveAttribute('data-offline')
    goOffline()
    // It looks unavailable before any tap, and stays enabled so a tap says why.
    expect(bookSeat).toHaveAttribute('data-offline')
    expect(bookSeat).toBeEnabled()
    await user.click(bookSeat)
    expect(
      within(card).getByText('You are offline. Booking a seat needs a connection.'),
    ).toBeVisible()
    expect(prompt).not.toHaveBeenCalled()
    expect(alert).not.toHaveBeenCalled()
    expect(within(card).getByText('Seats Available').nextElementSibling).toHaveTextContent('25')
    act(() => onlineManager.setOnline(true))
    expect(within(card).queryByText(/You are offline/)).not.toBeInTheDocument()
    expect(bookSeat).not.toHaveAttribute('data-offline')
    // Cancel Booking, on /bookings
    await act(() => router.navigate({ to: '/bookings' }))
    const bookings = await screen.findByRole('list', { name: 'Bookings' })
    goOffline()
    await user.click(within(bookings).getByRole('button', { name: 'Cancel Booking' }))
    expect(
      within(bookings).getByText('You are offline. Cancelling a booking needs a connection.'),
    ).toBeVisible()
    expect(confirm).not.toHaveBeenCalled()
    expect(within(bookings).getByText('Lake Shuttle')).toBeInTheDocument()
    expect(queryClient.getMutationCache().getAll()).toEqual([])
    // The picture upload, on /profile.
    act(() => onlineManager.setOnline(true))
    await act(() => router.navigate({ to: '/profile' }))
    const choose = await screen.findByRole('button', { name: 'Choose File' })
    const picker = vi.spyOn(screen.getByLabelText('Profile picture file'), 'click')
    goOffline()
    await user.click(choose)
    expect(
      screen.getByText('You are offline. Uploading a picture needs a connection.'),
    ).toBeVisible()
    expect(picker).not.toHaveBeenCalled()
    expect(sent).toEqual([])
  })

  it('Login, Register and the guest form keep what was typed (the form its draft too)', async () => {
    const sent = recordSends()
    const { user, router } = renderRoute('/login')
    const email = await screen.findByLabelText('Email')
    const brian = seedCredentials.brian
    await user.type(email, brian.email)
    await user.type(screen.getByLabelText('Password'), brian.password)
    goOffline()
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(screen.getByText('You are offline. Logging in needs a connection.')).toBeVisible()
    expect(email).toHaveValue(brian.email)
    expect(screen.getByLabelText('Password')).toHaveValue(brian.password)
    // Register
    await act(() => router.navigate({ to: '/register' }))
    await user.type(await screen.findByLabelText('Username'), 'wanjiru')
    await user.type(screen.getByLabelText('Email'), 'wanjiru@example.com')
    await user.type(screen.getByLabelText('Password'), 'password123')
    await user.type(screen.getByLabelText('Confirm password'), 'password123')
    await user.click(screen.getByRole('button', { name: 'Register' }))
    expect(screen.getByText('You are offline. Registering needs a connection.')).toBeVisible()
    expect(screen.getByLabelText('Username')).toHaveValue('wanjiru')
    // The guest form
    await act(() => router.navigate({ to: '/bookingform' }))
    await user.type(await screen.findByLabelText('Name'), 'Achieng')
    await user.type(screen.getByLabelText('From'), 'Nairobi')
    await user.type(screen.getByLabelText('To'), 'Mombasa')
    await user.click(screen.getByRole('button', { name: 'Submit Booking' }))
    expect(screen.getByText('You are offline. Sending a booking needs a connection.')).toBeVisible()
    expect(screen.queryByText('Sending your booking...')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue('Achieng')
    expect(window.sessionStorage.getItem('guestBookingDraft')).toContain('Achieng')
    expect(sent).toEqual([])
  })
})

describe('a mutation that slips past the check', () => {
  it('fails at once instead of waiting to run on reconnect', async () => {
    const queryClient = createTestQueryClient()
    onlineManager.setOnline(false)
    const send = vi.fn(() => Promise.reject(new Error('Network error')))
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: send })
    await expect(mutation.execute(undefined)).rejects.toThrow('Network error')
    expect(send).toHaveBeenCalledTimes(1)
    expect(mutation.state.isPaused).toBe(false)
  })
})
