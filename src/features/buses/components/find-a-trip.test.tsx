import { HttpResponse, http } from 'msw'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApiUrl, server } from '../../../../mocks/node'
import { cardNames, findCards } from '@/testing/cards'
import { renderRoute } from '@/testing/render-route'
import { countRequests } from '@/testing/requests'

const busesUrl = mockApiUrl('/api/buses/')

const shownNames = () => cardNames('Buses')

/** The list follows the search in a deferred render: wait for it (longer on a busy machine). */
function expectNames(names: string[]) {
  return waitFor(() => expect(shownNames()).toEqual(names), { timeout: 4000 })
}

function expectCount(count: number) {
  return waitFor(() => expect(shownNames()).toHaveLength(count), { timeout: 4000 })
}

function searchOf(router: ReturnType<typeof renderRoute>['router']) {
  return Object.fromEntries(new URLSearchParams(router.state.location.href.split('?')[1] ?? ''))
}

const [coast, lake, highland, malindi, flamingo] = [
  'Coast Express',
  'Lake Shuttle',
  'Highland Liner',
  'Malindi Sun Coach',
  'Flamingo Shuttle',
]
/** The five seeded buses, earliest first: the list's default order. */
const byDeparture = [coast, lake, highland, malindi, flamingo]

const field = (name: 'From' | 'To') => screen.findByRole('combobox', { name })
const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' })
const freeOnly = () => screen.getByRole('checkbox', { name: 'Only buses with free seats' })
const countText = () => screen.getByText(/^(\d+ bus(es)?|No buses match your search\.)$/)

// Each keystroke goes through the router and a deferred render: slow on a busy machine.
describe('Find a trip on /buses', { timeout: 20_000 }, () => {
  it("shows the buses of a search in the URL, with its count and fields filled in; every bus for a broken URL instead of an error; 'No buses match' the wrong way round, and Clear filters shows every bus", async () => {
    const { user, router } = renderRoute('/buses?from=nai&to=kis')
    await expectNames([lake])
    expect(countText()).toHaveTextContent('1 bus')
    expect(countText()).toHaveAttribute('role', 'status')
    expect(await field('From')).toHaveValue('nai')
    expect(await field('To')).toHaveValue('kis')
    expect(sortBy()).toHaveValue('departure')
    expect(freeOnly()).not.toBeChecked()
    const long = 'x'.repeat(500)
    await act(() => router.navigate({ href: `/buses?sort=zzz&free=maybe&from=${long}&to=1&to=2` }))
    await expectCount(5)
    expect(await field('From')).toHaveValue('')
    expect(sortBy()).toHaveValue('departure')
    expect(freeOnly()).not.toBeChecked()
    await act(() => router.navigate({ href: '/buses?from=Mombasa&to=Nairobi&sort=price-asc' }))
    expect(await screen.findByText('No buses match your search.')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('list', { name: 'Buses' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await expectNames([flamingo, highland, lake, coast, malindi])
    expect(countText()).toHaveTextContent('5 buses')
    expect(await field('From')).toHaveValue('')
    expect(await field('From')).toHaveFocus()
    expect(await field('To')).toHaveValue('')
    expect(searchOf(router)).toEqual({ sort: 'price-asc' })
  })

  it('suggests the stops of the loaded routes; sorts by the chosen order, leaving the default out of the URL; filters as the traveller types, writes the URL, and never refetches', async () => {
    const { user, router } = renderRoute('/buses')
    await expectNames(byDeparture)
    expect(countText()).toHaveTextContent('5 buses')
    const requests = countRequests(busesUrl)
    // The stops suggested
    const from = await field('From')
    const stops = document.getElementById(from.getAttribute('list') ?? '')
    const suggested = [...(stops?.querySelectorAll('option') ?? [])].map((option) => option.value)
    expect(suggested).toEqual(['Eldoret', 'Kisumu', 'Malindi', 'Mombasa', 'Nairobi', 'Nakuru'])
    // Sorting
    const options = within(sortBy())
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['Earliest departure', 'Lowest price', 'Highest price', 'Most seats'])
    await user.selectOptions(sortBy(), 'Highest price')
    await expectNames([malindi, coast, lake, highland, flamingo])
    expect(searchOf(router)).toEqual({ sort: 'price-desc' })
    await user.selectOptions(sortBy(), 'Earliest departure')
    await expectNames(byDeparture)
    expect(router.state.location.href).toBe('/buses')
    // Filtering
    await user.type(await field('To'), 'mal')
    await expectNames([malindi])
    expect(countText()).toHaveTextContent('1 bus')
    expect(searchOf(router)).toEqual({ to: 'mal' })
    await user.type(from, 'Nairobi')
    expect(searchOf(router)).toEqual({ from: 'Nairobi', to: 'mal' })
    await expectNames([malindi])
    expect(requests.count).toBe(0)
  })

  it('adds one history entry per edited field, so Back returns to the previous search, and never overwrites the entry Back returned to', async () => {
    const { user, router } = renderRoute('/buses')
    await findCards('Buses')
    const start = router.history.length
    await user.type(await field('From'), 'Nairobi')
    expect(router.history.length).toBe(start + 1)
    await user.tab()
    await user.type(await field('To'), 'Kis')
    expect(router.history.length).toBe(start + 2)
    await expectNames([lake])

    router.history.back()
    await waitFor(async () => expect(await field('To')).toHaveValue(''))
    expect(await field('From')).toHaveValue('Nairobi')
    expect(searchOf(router)).toEqual({ from: 'Nairobi' })
    await expectCount(5)

    router.history.back()
    await waitFor(async () => expect(await field('From')).toHaveValue(''))
    expect(router.state.location.href).toBe('/buses')
    // Never overwrites the entry Back returned to, even without leaving the field.
    const from = await field('From')
    await user.type(from, 'Nai')
    expect(searchOf(router)).toEqual({ from: 'Nai' })
    router.history.back()
    await waitFor(() => expect(from).toHaveValue(''))
    expect(from).toHaveFocus()
    await user.type(from, 'Kis')
    expect(searchOf(router)).toEqual({ from: 'Kis' })
    router.history.back()
    await waitFor(() => expect(from).toHaveValue(''))
    expect(router.state.location.href).toBe('/buses')
  })
})

describe('Find a trip: long lists', { timeout: 20_000 }, () => {
  const manyBuses = Array.from({ length: 30 }, (_, index) => ({
    id: index + 1,
    name: `Bus ${index + 1}`,
    route: index % 2 ? 'Nairobi to Kisumu' : 'Nairobi to Nakuru',
    time: `${String(5 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
    price: 500,
    seats: 5,
  }))

  /** The 30 buses on /buses, the first 24 shown, then Show more pressed. */
  async function showAll() {
    server.use(http.get(busesUrl, () => HttpResponse.json(manyBuses)))
    const { user } = renderRoute('/buses')
    await expectCount(24)
    expect(countText()).toHaveTextContent('30 buses')
    expect(screen.getByText('Showing 24 of 30 buses.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show 6 more' }))
    await expectCount(30)
    return user
  }

  it('shows the first 24 cards, and Show more adds the rest, focusing the first new one; starts again from the first page when the search changes', async () => {
    const user = await showAll()
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Buses' })
    expect(within(list).getAllByRole('listitem')[24]).toHaveFocus()
    await user.selectOptions(sortBy(), 'Most seats')
    await expectCount(24)
    await user.type(await field('To'), 'kis')
    await expectCount(15)
    expect(countText()).toHaveTextContent('15 buses')
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument()
  })
})
