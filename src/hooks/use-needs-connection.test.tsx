import { act, screen, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { seedCredentials } from '../../mocks/seed'
import { stubDialogs } from '@/testing/dialogs'
import { createTestQueryClient, renderRoute } from '@/testing/render-route'
import { recordRequests } from '@/testing/requests'
import { signIn } from '@/testing/sign-in'

/** The calls recorded that are not a GET: offline, there must be none. */
const sends = (requests: string[]) => requests.filter((request) => !request.startsWith('GET '))

const goOffline = () => act(() => onlineManager.setOnline(false))

/** Types `values` into the fields so labelled, then offline presses `button`: said, all kept. */
async function sendOffline(
  user: ReturnType<typeof renderRoute>['user'],
  values: Record<string, string>,
  button: string,
  action: string,
) {
  for (const [label, value] of Object.entries(values)) {
    await user.type(await screen.findByLabelText(label), value)
  }
  goOffline()
  await user.click(screen.getByRole('button', { name: button }))
  expect(screen.getByText(`You are offline. ${action} needs a connection.`)).toBeVisible()
  for (const [label, value] of Object.entries(values)) {
    expect(screen.getByLabelText(label)).toHaveValue(value)
  }
}

describe('offline, an action that needs the server says so and sends nothing', () => {
  it('Book Seat: no prompt, no booking, the seats stay, the message goes once online; Cancel Booking: no confirm, the booking stays, nothing is queued for later; the picture upload does not open the file picker', async () => {
    signIn()
    const sent = recordRequests()
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
    expect(sends(sent)).toEqual([])
  })

  it('Login, Register and the guest form keep what was typed (the form its draft too)', async () => {
    const sent = recordRequests()
    const { user, router } = renderRoute('/login')
    const { email, password } = seedCredentials.brian
    await sendOffline(user, { Email: email, Password: password }, 'Login', 'Logging in')
    await act(() => router.navigate({ to: '/register' }))
    const wanjiru = { Username: 'wanjiru', Email: 'wanjiru@example.com', Password: 'p4ss' }
    await sendOffline(user, { ...wanjiru, 'Confirm password': 'p4ss' }, 'Register', 'Registering')
    await act(() => router.navigate({ to: '/bookingform' }))
    const trip = { Name: 'Achieng', From: 'Nairobi', To: 'Mombasa' }
    await sendOffline(user, trip, 'Submit Booking', 'Sending a booking')
    expect(screen.queryByText('Sending your booking...')).not.toBeInTheDocument()
    expect(window.sessionStorage.getItem('guestBookingDraft')).toContain('Achieng')
    expect(sends(sent)).toEqual([])
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
