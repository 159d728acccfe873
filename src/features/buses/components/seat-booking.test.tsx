import { HttpResponse, delay, http } from 'msw'
import type { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { mockApiUrl, mockDb, server, setMockScenario } from '../../../../mocks/node'
import { seedCredentials } from '../../../../mocks/seed'
import { busQueries } from '@/features/buses/api/get-buses'
import { stubDialogs } from '@/testing/dialogs'
import { expectLocation, expectTokenGone } from '@/testing/expect-location'
import { cardNames, factOf, findCards } from '@/testing/cards'
import { renderRoute } from '@/testing/render-route'
import { countRequests, deferred } from '@/testing/requests'
import { signIn } from '@/testing/sign-in'

const busesUrl = mockApiUrl('/api/buses/')
const bookSeatsUrl = mockApiUrl('/api/bookings/')

async function findCard(name: string) {
  const list = await screen.findByRole('list', { name: 'Buses' })
  return within(list).getByRole('article', { name })
}

/** The card's button, by its name of the moment. */
const button = (card: HTMLElement, name = 'Book Seat') => within(card).getByRole('button', { name })

/** The booking message in the card that was booked (its polite status region). */
async function findBookedMessage(card: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  await within(card).findByText(text)
  return within(card).getByRole('status')
}

const seatsOf = (card: HTMLElement) => factOf('Seats Available', card)

/** The prompt's arguments: the seats offered, at `price` each, 1 by default. */
const asked = (seats: number, price: string) =>
  [`How many seats? ${seats} available at KES ${price} each.`, '1'] as const

/** Amina signed in, the prompt answering `answer`, on /buses with the card of `name` found. */
async function openBusesAsAmina(answer: string | null, name: string) {
  signIn(seedCredentials.amina.email)
  const dialogStubs = stubDialogs({ prompt: answer })
  const view = renderRoute('/buses')
  return { ...dialogStubs, ...view, card: await findCard(name) }
}

describe('Book Seat: the checks before anything is sent', () => {
  it("alerts 'You need to login first' without a token, and asks nothing", async () => {
    const { prompt, alert } = stubDialogs({ prompt: '1' })
    const posts = countRequests(bookSeatsUrl, 'POST')
    const { user, router } = renderRoute('/buses?from=Nairobi')
    await user.click(button(await findCard('Coast Express')))
    expect(alert).toHaveBeenCalledExactlyOnceWith('You need to login first')
    expect(prompt).not.toHaveBeenCalled()
    expect(posts.count).toBe(0)
    // Then to /login, which brings the traveller back to this list, its search and this bus.
    await expectLocation(router, '/login', { redirect: '/buses?from=Nairobi&book=1' })
  })

  it.each([
    [null, undefined],
    ['two', 'Invalid number of seats.'],
    ['19', 'Not enough seats available.'],
  ])(
    'asks with the availability and 1 as default; %j alerts %j and sends nothing',
    async (answer, text) => {
      const { prompt, alert, user, card } = await openBusesAsAmina(answer, 'Lake Shuttle')
      const posts = countRequests(bookSeatsUrl, 'POST')
      await user.click(button(card))
      await waitFor(() => expect(prompt).toHaveBeenCalledExactlyOnceWith(...asked(18, '1,200')))
      if (text) await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith(text))
      else expect(alert).not.toHaveBeenCalled()
      expect(posts.count).toBe(0)
      expect(seatsOf(card)).toBe('18')
    },
  )
})

describe('Book Seat: the optimistic count', () => {
  it('drops at once for that bus only, sends the booking, then shows the message', async () => {
    const token = signIn(seedCredentials.amina.email)
    stubDialogs({ prompt: '2' })
    const held = deferred()
    const sent: { body: unknown; auth: string | null }[] = []
    server.use(
      http.post(bookSeatsUrl, async ({ request }) => {
        sent.push({
          body: await request.clone().json(),
          auth: request.headers.get('Authorization'),
        })
        await held.promise
        // Nothing returned: the mock backend's own handler books the seats.
      }),
    )
    const { user } = renderRoute('/buses')
    const coast = await findCard('Coast Express')
    const lake = await findCard('Lake Shuttle')
    const busRefreshes = countRequests(busesUrl, 'GET')

    await user.click(button(coast))
    await waitFor(() => expect(seatsOf(coast)).toBe('23'))
    expect(seatsOf(lake)).toBe('18')
    expect(button(coast, 'Booking...')).toHaveAttribute('aria-disabled', 'true')
    expect(button(lake)).toBeEnabled()
    await waitFor(() =>
      expect(sent).toEqual([{ body: { bus_id: 1, seats: 2 }, auth: `Bearer ${token}` }]),
    )

    held.release()
    // The confirmation fills the booked card's own box: announced, with the total and the way
    // to the new booking's ticket (the mock backend's handler answered with the booking).
    const message = await findBookedMessage(coast, 'Booked 2 seats on Coast Express · KES 3,000')
    const newest = mockDb.bookingsOf(Number(mockDb.userForToken(token)?.id)).at(-1)
    const viewTicket = within(message).getByRole('link', { name: 'View ticket' })
    expect(viewTicket).toHaveAttribute('href', `/ticket/${String(newest?.booking_id)}`)
    expect(viewTicket).toHaveFocus()
    expect(within(lake).getByRole('status')).toBeEmptyDOMElement()
    // No read before the prompt (the list is fresh), one refresh once booked.
    expect(busRefreshes.count).toBe(1)
    expect(seatsOf(coast)).toBe('23')
    await user.click(within(message).getByRole('button', { name: 'Dismiss message' }))
    expect(within(coast).getByRole('status')).toBeEmptyDOMElement()
    expect(mockDb.findBus(1)?.seats).toBe(23)
    expect(button(coast)).not.toHaveAttribute('aria-disabled')
  })

  it("puts the count back on failure, then alerts 'Booking failed'; keeps another bus booked meanwhile", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    signIn(seedCredentials.amina.email)
    const { prompt, alert } = stubDialogs()
    const coastAnswer = deferred()
    const lakeAnswer = deferred()
    server.use(
      http.post(bookSeatsUrl, async ({ request }) => {
        const { bus_id } = (await request.clone().json()) as { bus_id: number }
        if (bus_id === 1) {
          await coastAnswer.promise
          return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 })
        }
        await lakeAnswer.promise
      }),
    )
    const { user, queryClient } = renderRoute('/buses')
    const coast = await findCard('Coast Express')
    const lake = await findCard('Lake Shuttle')
    const busRefreshes = countRequests(busesUrl, 'GET')
    const cachedAtAlert: unknown[] = []
    alert.mockImplementation(() => {
      cachedAtAlert.push(queryClient.getQueryData(['buses', 'list']))
    })

    prompt.mockReturnValueOnce('2')
    await user.click(button(coast))
    await waitFor(() => expect(seatsOf(coast)).toBe('23'))
    prompt.mockReturnValueOnce('3')
    await user.click(button(lake))
    await waitFor(() => expect(seatsOf(lake)).toBe('15'))
    expect(seatsOf(coast)).toBe('23')

    coastAnswer.release()
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('Booking failed'))
    expect(cachedAtAlert[0]).toContainEqual(expect.objectContaining({ id: 1, seatsAvailable: 25 }))
    await waitFor(() => expect(seatsOf(coast)).toBe('25'))
    expect(within(coast).getByRole('status')).toBeEmptyDOMElement()
    expect(seatsOf(lake)).toBe('15')
    // No refresh while the Lake Shuttle booking is in flight: it would undo its count. (The
    // list was fresh: no card read its seats before its prompt.)
    expect(busRefreshes.count).toBe(0)

    lakeAnswer.release()
    expect(await findBookedMessage(lake, /^Booked 3 seats on Lake Shuttle · KES/)).toBeVisible()
    await waitFor(() => expect(busRefreshes.count).toBe(1))
    expect(seatsOf(lake)).toBe('15')
    expect(seatsOf(coast)).toBe('25')
  })

  it('sends one booking however fast the button is pressed twice; Fully Booked once the last seats are taken', async () => {
    const { prompt, user, card } = await openBusesAsAmina('1', 'Flamingo Shuttle')
    const answer = deferred()
    server.use(http.post(bookSeatsUrl, () => answer.promise))
    const posts = countRequests(bookSeatsUrl, 'POST')
    await user.dblClick(button(card))
    await user.click(button(card, 'Booking...'))
    expect(prompt).toHaveBeenCalledOnce()
    expect(posts.count).toBe(1)
    answer.release()
    expect(await findBookedMessage(card, /^Booked 1 seat on Flamingo Shuttle · KES/)).toBeVisible()
    expect(mockDb.findBus(5)?.seats).toBe(7)
    server.resetHandlers()
    prompt.mockReturnValue('7')
    await user.click(button(card))
    expect(await within(card).findByRole('button', { name: 'Fully Booked' })).toBeDisabled()
    expect(seatsOf(card)).toBe('0')
  })
})

describe('Book Seat: when the session has expired', () => {
  // The alert comes before the token goes: session-expiry.test.ts.
  it("alerts 'Session expired. Please log in again.', removes the token and goes to /login, with the way back to this bus", async () => {
    signIn(seedCredentials.amina.email)
    const { alert } = stubDialogs({ prompt: '1' })
    const { user, router } = renderRoute('/buses?from=Nairobi&sort=price-asc')
    const card = await findCard('Coast Express')
    setMockScenario({ unauthorized: true })
    await user.click(button(card))
    await expectLocation(router, '/login', {
      redirect: '/buses?from=Nairobi&sort=price-asc&book=1',
    })
    expect(alert).toHaveBeenCalledExactlyOnceWith('Session expired. Please log in again.')
    expectTokenGone()
    expect(mockDb.findBus(1)?.seats).toBe(25)
  })
})

describe('Book Seat: honest seats', () => {
  function ageList(queryClient: QueryClient, ageMs: number) {
    const key = busQueries.list().queryKey
    queryClient.setQueryData(key, queryClient.getQueryData(key), { updatedAt: Date.now() - ageMs })
  }

  it('offers the count on screen at once while the list is fresh; reads it again, saying so on the button, for a list older than 30 s or restored from the phone; offers the count on screen when that read fails; alerts when the last seats went meanwhile', async () => {
    const { prompt, alert, user, queryClient, card } = await openBusesAsAmina(
      null,
      'Flamingo Shuttle',
    )
    const reads = countRequests(busesUrl, 'GET')
    mockDb.takeSeats(5, 7)
    // Fresh: the count on screen, nothing read.
    await user.click(button(card))
    expect(prompt).toHaveBeenCalledExactlyOnceWith(...asked(8, '600'))
    expect(reads.count).toBe(0)
    // Older than 30 s: read again, the answer held, then given by the mock backend's handler.
    ageList(queryClient, 31_000)
    const answer = deferred()
    server.use(http.get(busesUrl, () => answer.promise))
    await user.click(button(card))
    expect(button(card, 'Checking seats...')).toHaveAttribute('aria-disabled', 'true')
    expect(prompt).toHaveBeenCalledOnce()
    answer.release()
    await waitFor(() => expect(prompt).toHaveBeenLastCalledWith(...asked(1, '600')))
    expect(reads.count).toBe(1)
    expect(seatsOf(card)).toBe('1')
    expect(button(card)).not.toHaveAttribute('aria-disabled')
    // Restored from the phone: the list marked invalid until it is fetched again.
    await queryClient.invalidateQueries({ queryKey: busQueries.all(), refetchType: 'none' })
    await user.click(button(card))
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(3))
    expect(reads.count).toBe(2)
    // The read fails: the count on screen.
    ageList(queryClient, 31_000)
    server.use(http.get(busesUrl, () => HttpResponse.json({}, { status: 500 })))
    await user.click(button(card))
    await waitFor(() => expect(prompt).toHaveBeenCalledTimes(4))
    expect(prompt).toHaveBeenLastCalledWith(...asked(1, '600'))
    // The last seats went meanwhile: 'Sorry, no seats available.', nothing asked.
    server.resetHandlers()
    ageList(queryClient, 31_000)
    mockDb.takeSeats(5, 1)
    await user.click(button(card))
    await waitFor(() => expect(alert).toHaveBeenCalledExactlyOnceWith('Sorry, no seats available.'))
    expect(prompt).toHaveBeenCalledTimes(4)
    expect(await within(card).findByRole('button', { name: 'Fully Booked' })).toBeDisabled()
  })

  it('waits at most 2 s for that read, then offers the count on screen', async () => {
    const { prompt, queryClient, card } = await openBusesAsAmina(null, 'Flamingo Shuttle')
    ageList(queryClient, 31_000)
    server.use(http.get(busesUrl, () => delay('infinite')))
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      // A plain click: user-event waits on timers between its steps.
      fireEvent.click(button(card))
      await vi.advanceTimersByTimeAsync(1_999)
      expect(prompt).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      // waitFor polls with setTimeout: real timers again.
      vi.useRealTimers()
      await waitFor(() => expect(prompt).toHaveBeenCalledExactlyOnceWith(...asked(8, '600')))
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('Book Seat, back from the login it asked for', () => {
  it('asks again for that bus, even one further down than the first cards; nothing for a bus the list does not show', async () => {
    setMockScenario({ busCount: 40 })
    signIn(seedCredentials.amina.email)
    const { prompt } = stubDialogs()
    const { router } = renderRoute('/buses')
    await findCards('Buses')
    const onFirstCards = cardNames('Buses')
    expect(onFirstCards).toHaveLength(24)
    const farDown = mockDb.listBuses().find((bus) => !onFirstCards.includes(bus.name))!
    await act(() => router.navigate({ to: '/buses', search: { book: farDown.id } }))
    await waitFor(() => expect(prompt).toHaveBeenCalledOnce())
    expect(prompt.mock.calls[0]?.[0]).toMatch(/^How many seats\?/)
    expect(await findCard(farDown.name)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('book'))
    // A bus the list does not show: nothing asked, the address left.
    await act(() => router.navigate({ to: '/buses', search: { book: 999 } }))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('book'))
    expect(prompt).toHaveBeenCalledOnce()
  })
})
