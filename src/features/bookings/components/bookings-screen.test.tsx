import { HttpResponse, delay, http } from 'msw'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  mockApiUrl,
  mockDb,
  resetMockBackend,
  server,
  setMockScenario,
} from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { sessionStore } from '@/lib/session-store'
import { stubDialogs } from '@/testing/dialogs'
import { expectLocation, expectTokenGone } from '@/testing/expect-location'
import { findToast } from '@/testing/find-toast'
import { cardNames, factOf, findCards } from '@/testing/cards'
import { renderRoute } from '@/testing/render-route'
import { countRequests, deferred, recordRequests } from '@/testing/requests'
import { signIn } from '@/testing/sign-in'

const bookingsUrl = mockApiUrl('/api/bookings')

const findBookingCards = () => findCards('Bookings')
const headings = () => cardNames('Bookings')

describe('My Bookings', () => {
  it('shows a loading state, then each booking with every field of docs/product.md#my-bookings: the bus and the route first, the total set apart, the actions below; its Share shares it, its View ticket opens the ticket at its own address', async () => {
    signIn()
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    server.use(http.get(bookingsUrl, () => delay(300)))
    const { user, router } = renderRoute('/bookings')
    expect(await screen.findByText('Loading bookings...')).toBeInTheDocument()
    const card = (await findBookingCards())[0]!
    expect(screen.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeInTheDocument()
    const booking = within(card)
    expect(booking.getByText('Bus')).toBeInTheDocument()
    expect(booking.getByRole('heading', { level: 2, name: 'Lake Shuttle' })).toBeInTheDocument()
    expect(factOf('Route', card)).toBe('Nairobi → Kisumu')
    expect(factOf('Seats Booked', card)).toBe('2')
    expect(factOf('Total Price', card)).toBe('KES 2,400')
    expect(factOf('Status', card)).toBe('Confirmed')
    expect(booking.getByRole('button', { name: 'Cancel Booking' })).toBeEnabled()
    // The layout: terms in order, the route and the total set apart.
    const terms = booking.getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['Route', 'Booking reference', 'Seats Booked', 'Total Price', 'Status'])
    expect(factOf('Booking reference', card)).toBe('1')
    expect(booking.getByText('Nairobi → Kisumu').parentElement).toHaveClass('booking-card__route')
    expect(booking.getByText('KES 2,400').parentElement).toHaveClass('booking-card__total')
    // Cancel Booking is an outlined secondary button after every fact, beside Share.
    const cancel = booking.getByRole('button', { name: 'Cancel Booking' })
    expect(cancel).toHaveClass('button--secondary')
    const facts = card.querySelector('dl')
    expect(facts?.compareDocumentPosition(cancel)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
    expect(cancel.parentElement).toHaveClass('booking-card__actions')
    // Share: reference, bus, route, seats and total in KES.
    const shareButton = booking.getByRole('button', { name: 'Share' })
    expect(shareButton).toHaveAccessibleDescription('Lake Shuttle')
    await user.click(shareButton)
    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: 'My Matatu booking',
      text: 'My Matatu booking\nReference: 1\nBus: Lake Shuttle\nRoute: Nairobi → Kisumu\nSeats: 2\nTotal: KES 2,400',
    })
    const view = booking.getByRole('link', { name: 'View ticket' })
    expect(view).toHaveAttribute('href', '/ticket/1')
    expect(view).toHaveAccessibleDescription('Lake Shuttle')
    await user.click(view)
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/ticket/1')
  })

  // Each shape is read in booking-schema.test.ts; here, that the list reads through it.
  it('reads {bookings} with id instead of booking_id', async () => {
    resetMockBackend({ bookingCount: 3 })
    setMockScenario({ bookingsShape: 'object', bookingKey: 'id' })
    signIn()
    renderRoute('/bookings')
    expect(await findBookingCards()).toHaveLength(3)
  })

  it.each(['/bookings', '/ticket/1'])(
    'on a 401 of its first load, %s clears the token and goes to /login, with the way back',
    async (path) => {
      signIn()
      setMockScenario({ unauthorized: true })
      const { router } = renderRoute(path)
      await expectLocation(router, '/login', { redirect: path })
      expectTokenGone()
    },
  )

  it("without a token asks to log in and calls nothing; once logged in with none, says 'You have no bookings yet.' with a 'Book a seat' link to /buses", async () => {
    const calls = countRequests(bookingsUrl, 'GET')
    const { user, router } = renderRoute('/bookings')
    expect(await screen.findByText('Please log in to see your bookings.')).toBeInTheDocument()
    expect(screen.queryByText('You have no bookings yet.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Log in' }))
    await expectLocation(router, '/login')
    expect(calls.count).toBe(0)
    // Logged in, with no bookings
    signIn(seedCredentials.amina.email)
    await act(() => router.navigate({ to: '/bookings' }))
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Book a seat' }))
    await expectLocation(router, '/buses')
  })
})

describe('Cancel Booking', () => {
  /** Three bookings of Brian's on /bookings, the confirm answering `confirmed`. */
  async function openThree(confirmed: boolean) {
    resetMockBackend({ bookingCount: 3 })
    signIn()
    const dialogStubs = stubDialogs({ confirm: confirmed })
    const view = renderRoute('/bookings')
    expect(await findBookingCards()).toHaveLength(3)
    return { ...dialogStubs, ...view, order: headings() }
  }

  async function cancelSecond(user: ReturnType<typeof renderRoute>['user']) {
    const second = (await findBookingCards())[1]!
    const name = within(second).getByRole('heading').textContent
    await user.click(within(second).getByRole('button', { name: 'Cancel Booking' }))
    return name
  }

  it('asks first: declined, nothing changes and nothing is sent; accepted, the booking leaves the list at once and DELETE /api/bookings/{id} is sent', async () => {
    const answer = deferred()
    server.use(http.delete(mockApiUrl('/api/bookings/:id'), () => answer.promise))
    const { confirm, alert, user } = await openThree(false)
    const sent = recordRequests('DELETE')
    await cancelSecond(user)
    expect(confirm).toHaveBeenCalledExactlyOnceWith('Are you sure you want to cancel this booking?')
    expect(await findBookingCards()).toHaveLength(3)
    expect(sent).toEqual([])
    confirm.mockReturnValue(true)
    const [, secondId] = mockDb.state.bookings.map((booking) => booking.booking_id)
    const name = await cancelSecond(user)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(headings()).not.toContain(name)
    expect(sent).toEqual([`DELETE /api/bookings/${secondId}`])
    answer.release()
    await waitFor(() => expect(mockDb.state.bookings).toHaveLength(2))
    expect(await findBookingCards()).toHaveLength(2)
    expect(alert).not.toHaveBeenCalled()
    await findToast('Booking cancelled')
  })

  // Without an answer, the screen's text: failure-text.test.ts.
  it.each([
    [
      "the server's text",
      () =>
        HttpResponse.json({ success: false, message: 'Booking already departed' }, { status: 409 }),
      'Booking already departed',
    ],
    [
      "'Failed to delete booking' for a refusal with no text",
      () => HttpResponse.json({ success: false }),
      'Failed to delete booking',
    ],
  ])('on failure puts it back in its place and alerts %s', async (_label, respond, text) => {
    const answer = deferred()
    server.use(
      http.delete(mockApiUrl('/api/bookings/:id'), async () => {
        await answer.promise
        return respond()
      }),
    )
    const { alert, user, order } = await openThree(true)
    // Hold the refresh that follows, so what shows is the rollback alone.
    const refresh = deferred()
    const refreshes = countRequests(bookingsUrl, 'GET')
    server.use(http.get(bookingsUrl, () => refresh.promise))
    await cancelSecond(user)
    await waitFor(() => expect(headings()).toHaveLength(2))

    answer.release()
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(text))
    await waitFor(() => expect(headings()).toEqual(order))
    expect(refreshes.count).toBe(1)
    expect(mockDb.state.bookings).toHaveLength(3)
    refresh.release()
  })

  it('on 401 ends the session and goes to /login, without an alert', async () => {
    signIn()
    const { alert } = stubDialogs({ confirm: true })
    const { user, router, queryClient } = renderRoute('/bookings')
    await findBookingCards()
    setMockScenario({ unauthorized: true })
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }))
    await expectLocation(router, '/login', { redirect: '/bookings' })
    expect(sessionStore.getState().token).toBeNull()
    expect(alert).not.toHaveBeenCalled()
    // Nothing of this user is put back into the emptied cache.
    expect(queryClient.getQueryData(['bookings', 'list'])).toBeUndefined()
  })

  it('gives the seats back: the buses are refreshed', async () => {
    signIn()
    stubDialogs({ confirm: true })
    const { user, router } = renderRoute('/buses')
    const seatsOf = async () =>
      factOf('Seats Available', await screen.findByRole('article', { name: 'Lake Shuttle' }))
    expect(await seatsOf()).toBe('18')
    await router.navigate({ to: '/bookings' })
    await user.click(await screen.findByRole('button', { name: 'Cancel Booking' }))
    expect(await screen.findByText('You have no bookings yet.')).toBeInTheDocument()
    await router.navigate({ to: '/buses' })
    await waitFor(async () => expect(await seatsOf()).toBe('20'))
  })
})
