import { HttpResponse, http } from 'msw'
import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { mockApiUrl, server } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { dialogs } from '@/lib/dialogs'
import { readSavedTickets } from '@/lib/saved-tickets-store'
import { expectLocation } from '@/testing/expect-location'
import { renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'

const bookingsUrl = mockApiUrl('/api/bookings')
const findTicket = () => screen.findByRole('article', { name: 'Lake Shuttle' })
const goneText = 'This booking is no longer in your bookings.'

/** Brian opens ticket 1 online: the phone keeps it. */
async function openTicketOnline() {
  signIn()
  const view = renderRoute('/ticket/1')
  await findTicket()
  await waitFor(async () => expect(JSON.stringify(await readSavedTickets())).toContain('"1"'))
  return view
}

/** The server stops taking Brian's token; the next bookings read ends the session. */
async function expireSession(view: Awaited<ReturnType<typeof openTicketOnline>>) {
  server.use(
    http.get(bookingsUrl, () => HttpResponse.json({ message: 'Expired' }, { status: 401 })),
  )
  await act(() => view.queryClient.refetchQueries())
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
}

describe('A ticket outlives an expired session', () => {
  it("a 401 of the ticket's own first load keeps the way back too", async () => {
    signIn()
    server.use(
      http.get(bookingsUrl, () => HttpResponse.json({ message: 'Expired' }, { status: 401 })),
    )
    const { router } = renderRoute('/ticket/1')
    await expectLocation(router, '/login', { redirect: '/ticket/1' })
  })

  it('a 401 on the ticket ends the session and keeps the way back; signed out, the login offers it and its address shows it read-only, online and offline; logging in again brings it back, fresh, and keeps it', async () => {
    const view = await openTicketOnline()
    await expireSession(view)
    expect(view.router.state.location.search).toEqual({ redirect: '/ticket/1' })
    expect(localStorage.getItem('token')).toBeNull()
    // Signed out: offered at the login, read-only at its address.
    const onPhone = await screen.findByRole('region', { name: 'Tickets on this phone' })
    await view.user.click(
      within(onPhone).getByRole('link', { name: 'Ticket 1 · Lake Shuttle · Nairobi → Kisumu' }),
    )
    const ticket = await findTicket()
    expect(ticket.querySelector('.ticket__reference dd')).toHaveTextContent('1')
    expect(within(ticket).getByText('Passenger').nextElementSibling).toHaveTextContent('brian')
    expect(screen.getByText(/Last checked at \d\d:\d\d\.$/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'Log in to refresh' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fticket%2F1',
    )
    act(() => onlineManager.setOnline(false))
    await act(() => view.router.invalidate())
    expect(await findTicket()).toBeInTheDocument()
    // Logging in again (the same traveller) from the kept ticket: back, fresh, still kept.
    act(() => onlineManager.setOnline(true))
    server.resetHandlers()
    await view.user.click(await screen.findByRole('link', { name: 'Log in to refresh' }))
    await view.user.type(await screen.findByLabelText('Email'), seedCredentials.brian.email)
    await view.user.type(screen.getByLabelText('Password'), seedCredentials.brian.password)
    await view.user.click(screen.getByRole('button', { name: 'Login' }))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/ticket/1'))
    expect(await findTicket()).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to My Bookings' })).toBeInTheDocument()
    expect(JSON.stringify(await readSavedTickets())).toContain('"1"')
  })

  it('a failed bookings read shows the kept ticket, not the error', async () => {
    await openTicketOnline()
    server.use(http.get(bookingsUrl, () => HttpResponse.json({}, { status: 500 })))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = renderRoute('/ticket/1')
    expect(await findTicket()).toBeInTheDocument()
    expect(screen.queryByText('Failed to fetch bookings')).toBeNull()
    view.unmount()
  })
})

describe('Whose tickets show', () => {
  it('keeps no email in the tag, only a one-way tag of it where there is no id', async () => {
    signIn(seedCredentials.brian.email, { user: { id: undefined } })
    renderRoute('/ticket/1')
    await findTicket()
    await waitFor(async () => expect(JSON.stringify(await readSavedTickets())).toContain('"1"'))
    expect(JSON.stringify(await readSavedTickets())).not.toContain(seedCredentials.brian.email)
  })
})

describe('What removes a kept ticket', () => {
  it('an explicit logout: the address then asks to log in', async () => {
    const view = await openTicketOnline()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    await view.user.click(within(nav).getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'))
    await waitFor(async () => expect(await readSavedTickets()).toBeUndefined())
    expect(screen.queryByRole('region', { name: 'Tickets on this phone' })).toBeNull()
    await act(() => view.router.navigate({ to: '/ticket/$reference', params: { reference: '1' } }))
    expect(await screen.findByText('Please log in to see your ticket.')).toBeInTheDocument()
  })

  it.each([
    ["another traveller's login", {}],
    ['a signed-in user who cannot be told apart', { id: undefined, email: undefined }],
  ])('%s', async (_label, user) => {
    const view = await openTicketOnline()
    await expireSession(view)
    server.resetHandlers()
    signIn(seedCredentials.amina.email, { user })
    await waitFor(async () => expect(await readSavedTickets()).toBeUndefined())
    await act(() => view.router.navigate({ to: '/ticket/$reference', params: { reference: '1' } }))
    expect(await screen.findByText(goneText)).toBeInTheDocument()
  })

  it('cancelling that booking', async () => {
    vi.spyOn(dialogs, 'confirm').mockReturnValue(true)
    const view = await openTicketOnline()
    await act(() => view.router.navigate({ to: '/bookings' }))
    const list = await screen.findByRole('list', { name: 'Bookings' })
    await view.user.click(within(list).getByRole('button', { name: 'Cancel Booking' }))
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument()
    await waitFor(async () => expect(JSON.stringify(await readSavedTickets())).not.toContain('"1"'))
    // Its address then gets the one neutral message.
    await act(() => view.router.navigate({ to: '/ticket/$reference', params: { reference: '1' } }))
    expect(await screen.findByText(goneText)).toBeInTheDocument()
  })
})
