import { HttpResponse, delay, http } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { config } from '@/lib/config'
import { findCards } from '@/testing/cards'
import { renderRoute } from '@/testing/render-route'
import { countRequests } from '@/testing/requests'

const busesUrl = `${config.apiBaseUrl}/api/buses/`
const placeholder = expect.stringContaining('bus-placeholder')

const findBusCards = () => findCards('Buses')

describe('Buses screen', () => {
  it('shows a card per bus with every field of docs/product.md#buses', async () => {
    renderRoute('/buses')
    const cards = await findBusCards()
    expect(cards).toHaveLength(5)
    const first = within(cards[0]!)
    expect(first.getByRole('heading', { level: 2 })).toBeInTheDocument()
    for (const term of ['Route', 'Departure', 'Price', 'Seats Available']) {
      expect(first.getByText(term)).toBeInTheDocument()
    }
    expect(first.getByText(/^KES \d{1,3}(,\d{3})*$/)).toBeInTheDocument()
    expect(first.getByRole('button', { name: 'Book Seat' })).toBeEnabled()
    expect(first.getByRole('img')).toHaveAttribute(
      'src',
      expect.stringMatching(new RegExp(`^${config.apiBaseUrl}/`)),
    )
  })

  it("shows 'Loading buses...' while the list loads", async () => {
    server.use(http.get(busesUrl, () => delay(300).then(() => HttpResponse.json([]))))
    renderRoute('/buses')
    expect(await screen.findByText('Loading buses...')).toBeInTheDocument()
    expect(await screen.findByText(/No buses are scheduled/)).toBeInTheDocument()
  })

  it('formats money, shows TBA for a missing time and Fully Booked at 0 seats; renders HTML in names as plain text; hides fully booked buses when asked, and counts what is left', async () => {
    server.use(
      http.get(busesUrl, () =>
        HttpResponse.json([
          { id: 1, name: 'Night Owl', route: 'Nairobi to Kisumu', price: '1500', seats: 0 },
          { id: 2, name: 'Day Star', route: 'Nairobi to Nakuru', price: 700, availableSeats: '3' },
          {
            id: 3,
            name: '<img src=x onerror=alert(1)>',
            route: '<script>alert(1)</script>',
            price: 1,
            seats: 1,
            image_url: 'javascript:alert(1)',
          },
        ]),
      ),
    )
    const { container, user, router } = renderRoute('/buses')
    const [nightOwl, dayStar, html] = await findBusCards()
    const owl = within(nightOwl!)
    expect(owl.getByText('TBA')).toBeInTheDocument()
    expect(owl.getByText('KES 1,500')).toBeInTheDocument()
    expect(owl.getByRole('button', { name: 'Fully Booked' })).toBeDisabled()
    expect(owl.getByRole('img')).toHaveAttribute('src', placeholder)
    expect(within(dayStar!).getByText('3')).toBeInTheDocument()
    expect(within(dayStar!).getByRole('button', { name: 'Book Seat' })).toBeEnabled()
    // HTML as plain text
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(within(html!).getByRole('img')).toHaveAttribute('src', placeholder)
    // Only buses with free seats, when asked: the full one hidden, what is left counted.
    await user.click(screen.getByRole('checkbox', { name: 'Only buses with free seats' }))
    await waitFor(async () => expect(await findBusCards()).toHaveLength(2))
    expect(screen.queryByRole('article', { name: 'Night Owl' })).toBeNull()
    expect(screen.getByText('2 buses')).toHaveAttribute('role', 'status')
    expect(router.state.location.search).toEqual({ free: true })
  })

  it('shows cached buses at once when coming back, while refreshing', async () => {
    const { router, queryClient } = renderRoute('/buses')
    await findBusCards()
    await router.navigate({ to: '/' })
    await queryClient.invalidateQueries({ queryKey: ['buses'], refetchType: 'none' })
    const requests = countRequests(busesUrl)
    const fresh = { id: 9, name: 'Fresh Bus', route: 'Nairobi to Thika', price: 300, seats: 4 }
    server.use(http.get(busesUrl, () => delay(200).then(() => HttpResponse.json([fresh]))))
    await router.navigate({ to: '/buses' })
    expect(screen.queryByText('Loading buses...')).not.toBeInTheDocument()
    expect(await findBusCards()).toHaveLength(5)
    expect(await screen.findByText('Fresh Bus')).toBeInTheDocument()
    expect(requests.count).toBe(1)
  })
})
