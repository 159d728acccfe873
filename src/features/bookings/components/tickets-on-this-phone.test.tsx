import { HttpResponse, http } from 'msw'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockApiUrl, server } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { dialogs } from '@/lib/dialogs'
import { readSavedTickets } from '@/lib/saved-tickets-store'
import { renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'

// A 401 keeping it, the login again, a logout or another traveller's login removing it: the
// browser's walk (e2e/real-http/ticket-expired-session.spec.ts).

const bookingsUrl = mockApiUrl('/api/bookings')
const findTicket = () => screen.findByRole('article', { name: 'Lake Shuttle' })
const goneText = 'This booking is no longer in your bookings.'
const openTicket = (view: ReturnType<typeof renderRoute>) =>
  act(() => view.router.navigate({ to: '/ticket/$reference', params: { reference: '1' } }))

/** Brian opens ticket 1 online: the phone keeps it. */
async function openTicketOnline() {
  signIn()
  const view = renderRoute('/ticket/1')
  await findTicket()
  await waitFor(async () => expect(JSON.stringify(await readSavedTickets())).toContain('"1"'))
  return view
}

describe('A kept ticket', () => {
  it('shows when a bookings read fails, not the error', async () => {
    await openTicketOnline()
    server.use(http.get(bookingsUrl, () => HttpResponse.json({}, { status: 500 })))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = renderRoute('/ticket/1')
    expect(await findTicket()).toBeInTheDocument()
    expect(screen.queryByText('Failed to fetch bookings')).toBeNull()
    view.unmount()
  })

  it('keeps no email in the tag, only a one-way tag of it where there is no id', async () => {
    signIn(seedCredentials.brian.email, { user: { id: undefined } })
    renderRoute('/ticket/1')
    await findTicket()
    await waitFor(async () => expect(JSON.stringify(await readSavedTickets())).toContain('"1"'))
    expect(JSON.stringify(await readSavedTickets())).not.toContain(seedCredentials.brian.email)
  })

  it('is removed by the login of a signed-in user who cannot be told apart', async () => {
    const view = await openTicketOnline()
    server.use(
      http.get(bookingsUrl, () => HttpResponse.json({ message: 'Expired' }, { status: 401 })),
    )
    await act(() => view.queryClient.refetchQueries())
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
    server.resetHandlers()
    signIn(seedCredentials.amina.email, { user: { id: undefined, email: undefined } })
    await waitFor(async () => expect(await readSavedTickets()).toBeUndefined())
    await openTicket(view)
    expect(await screen.findByText(goneText)).toBeInTheDocument()
  })

  it('is removed by cancelling that booking', async () => {
    vi.spyOn(dialogs, 'confirm').mockReturnValue(true)
    const view = await openTicketOnline()
    await act(() => view.router.navigate({ to: '/bookings' }))
    const list = await screen.findByRole('list', { name: 'Bookings' })
    await view.user.click(within(list).getByRole('button', { name: 'Cancel Booking' }))
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument()
    await waitFor(async () => expect(JSON.stringify(await readSavedTickets())).not.toContain('"1"'))
    // Its address then gets the one neutral message.
    await openTicket(view)
    expect(await screen.findByText(goneText)).toBeInTheDocument()
  })
})
