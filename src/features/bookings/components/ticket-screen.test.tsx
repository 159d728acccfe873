import { HttpResponse, http } from 'msw'
import { act, screen, waitFor, within } from '@testing-library/react'
import { hashKey, onlineManager } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { mockApiUrl, server } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { dialogs } from '@/lib/dialogs'
import { setSavedQueries } from '@/lib/saved-queries'
import { factOf } from '@/testing/cards'
import { renderRoute } from '@/testing/render-route'
import { recordRequests } from '@/testing/requests'
import { bookingQueries } from '../api/get-bookings'
import { signIn } from '@/testing/sign-in'

async function findTicket() {
  return screen.findByRole('article', { name: 'Lake Shuttle' })
}

describe('The ticket', () => {
  it('shows what a conductor reads (reference, passenger, bus, route, departure, seats, total) with no call of its own, the QR code beside the reference; shares it, prints it; says when it is the saved copy and, offline, below it, when last checked', async () => {
    signIn()
    const persist = vi.fn(() => Promise.resolve(true))
    Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true })
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const print = vi.spyOn(dialogs, 'print').mockImplementation(() => {})
    const requests = recordRequests()
    const { user, queryClient, router } = renderRoute('/ticket/1')
    const ticket = await findTicket()
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket' })).toBeInTheDocument()
    expect(factOf('Booking reference', ticket)).toBe('1')
    expect(factOf('Passenger')).toBe('brian')
    expect(within(ticket).getByRole('heading', { level: 2 })).toHaveTextContent('Lake Shuttle')
    expect(within(ticket).getByRole('img', { name: 'Lake Shuttle bus' })).toHaveAttribute(
      'src',
      mockApiUrl('/images/buses/kisumu.jpg'),
    )
    expect(factOf('Route')).toBe('Nairobi → Kisumu')
    expect(factOf('Departure')).toBe('10:00 AM')
    expect(factOf('Seats Booked')).toBe('2')
    expect(factOf('Total Price')).toBe('KES 2,400')
    expect(within(ticket).getByText('Show this ticket when you board.')).toBeInTheDocument()
    // The product's name, for the print.
    expect(within(ticket).getByText('Matatu')).toBeInTheDocument()
    // The QR code sits with the reference, which it holds and names; it shows nothing else.
    const code = within(ticket).getByRole('img', { name: 'QR code of ticket 1' })
    expect(code.closest('.ticket__code')?.querySelector('.ticket__reference dd')).toHaveTextContent(
      /^1$/,
    )
    expect(Number(code.getAttribute('width'))).toBeGreaterThanOrEqual(160)
    // Nothing but the two lists the app already has: the ticket has no call of its own.
    expect(new Set(requests)).toEqual(new Set(['GET /api/bookings', 'GET /api/buses/']))
    // The browser is asked to keep its storage when the ticket opens.
    await waitFor(() => expect(persist).toHaveBeenCalled())
    // Shared with its reference, and printed.
    await user.click(screen.getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: 'My Matatu booking',
      text: 'My Matatu booking\nReference: 1\nBus: Lake Shuttle\nRoute: Nairobi → Kisumu\nSeats: 2\nTotal: KES 2,400',
    })
    await user.click(screen.getByRole('button', { name: 'Print ticket' }))
    expect(print).toHaveBeenCalledOnce()
    // Said only once the bookings shown are the saved copy.
    expect(screen.queryByText(/Saved on this phone/)).toBeNull()
    const { queryKey } = bookingQueries.list()
    const updatedAt = queryClient.getQueryState(queryKey)!.dataUpdatedAt
    act(() => setSavedQueries(new Map([[hashKey(queryKey), updatedAt]])))
    expect(
      await screen.findByText('Saved on this phone — opens without internet.'),
    ).toBeInTheDocument()
    act(() => onlineManager.setOnline(false))
    await act(() => router.invalidate())
    const line = await screen.findByText(
      /^Saved on this phone — opens without internet\. Last checked at \d\d:\d\d\.$/,
    )
    // After the ticket, not above it, and left off the print.
    expect(ticket.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(line).toHaveAttribute('data-print', 'hidden')
    expect(screen.queryByText(/You are offline/)).toBeNull()
    expect(screen.getByRole('article', { name: 'Lake Shuttle' })).toBeInTheDocument()
  })

  it('names the passenger by email where the traveller has no username; reads TBA and shows no picture when the bus list has no bus of that name and route', async () => {
    signIn(seedCredentials.brian.email, { user: { username: null } })
    server.use(http.get(mockApiUrl('/api/buses/'), () => HttpResponse.json({}, { status: 500 })))
    renderRoute('/ticket/1')
    const ticket = await findTicket()
    expect(factOf('Passenger')).toBe(seedCredentials.brian.email)
    expect(factOf('Departure')).toBe('TBA')
    // No bus picture: the one image is the QR code.
    expect(within(ticket).getByRole('img')).toHaveAccessibleName('QR code of ticket 1')
  })
})

describe('No ticket where there is no booking', () => {
  const missing = 'This booking is no longer in your bookings.'

  it('a key that is not among the traveller bookings gets the one neutral message', async () => {
    signIn()
    const { user, router } = renderRoute('/ticket/999')
    expect(await screen.findByText(missing)).toBeInTheDocument()
    expect(screen.queryByRole('article')).toBeNull()
    await user.click(screen.getByRole('link', { name: 'Back to My Bookings' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'))
  })

  it('signed out: the sign-in message, and logging in from there returns to the ticket', async () => {
    const { user, router } = renderRoute('/ticket/1')
    expect(await screen.findByText('Please log in to see your ticket.')).toBeInTheDocument()
    const logIn = screen.getByRole('link', { name: 'Log in' })
    expect(logIn).toHaveAttribute('href', '/login?redirect=%2Fticket%2F1')
    await user.click(logIn)
    await user.type(await screen.findByLabelText('Email'), seedCredentials.brian.email)
    await user.type(screen.getByLabelText('Password'), seedCredentials.brian.password)
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await findTicket()).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/ticket/1')
  })
})
