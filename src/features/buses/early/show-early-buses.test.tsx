import { HttpResponse, http } from 'msw'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '../../../../mocks/node'
import { config } from '@/lib/config'
import { renderRoute } from '@/testing/render-route'
import { showEarlyBuses } from './show-early-buses'

const busesUrl = `${config.apiBaseUrl}/api/buses/`
const wireBuses = [1, 2, 3].map((id) => ({
  id,
  name: `Bus ${id}`,
  route: 'Nairobi - Kisumu',
  time: '08:00 AM',
  price: 1500,
  seats: 20,
}))

function loadingResults(): HTMLElement {
  const results = document.createElement('div')
  const loading = document.createElement('p')
  loading.textContent = 'Loading buses...'
  results.append(loading)
  document.body.append(results)
  return results
}

function countRequests(respond: () => Response): { count: number } {
  const requests = { count: 0 }
  server.use(
    http.get(busesUrl, () => {
      requests.count += 1
      return respond()
    }),
  )
  return requests
}

afterEach(() => document.body.replaceChildren())

describe('showEarlyBuses', () => {
  it('shows the cards, and the app then shows the same list without asking again', async () => {
    const requests = countRequests(() => HttpResponse.json(wireBuses))
    const results = loadingResults()
    await showEarlyBuses(results)
    expect(results.querySelectorAll('.bus-card')).toHaveLength(3)
    expect(results.querySelector('.bus-results__count')).toHaveTextContent('3 buses')

    renderRoute('/buses')
    expect(await screen.findAllByRole('article')).toHaveLength(3)
    expect(requests.count).toBe(1)
  })

  it('leaves a failure to the app, which asks again and reports its own answer', async () => {
    const requests = countRequests(() => HttpResponse.json({ message: 'Down' }, { status: 503 }))
    const results = loadingResults()
    await showEarlyBuses(results)
    expect(results).toHaveTextContent('Loading buses...')
    expect(requests.count).toBe(1)

    renderRoute('/buses')
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load buses')
    expect(requests.count).toBe(2)
  })

  it('leaves the page alone once the app has replaced it', async () => {
    const requests = countRequests(() => HttpResponse.json(wireBuses))
    const results = loadingResults()
    const shown = showEarlyBuses(results)
    results.remove()
    await shown
    expect(results).toHaveTextContent('Loading buses...')
    // The app's first query takes the answer, as it would have.
    renderRoute('/buses')
    expect(await screen.findAllByRole('article')).toHaveLength(3)
    expect(requests.count).toBe(1)
  })

  it('is only for the first load: once the app runs, every list query asks the server', async () => {
    const requests = countRequests(() => HttpResponse.json(wireBuses))
    renderRoute('/buses')
    expect(await screen.findAllByRole('article')).toHaveLength(3)
    expect(document.documentElement.dataset.appRunning).toBe('')
    const results = loadingResults()
    await showEarlyBuses(results)
    // Too late to be of use: nothing is sent and nothing is kept for a later refetch.
    expect(results).toHaveTextContent('Loading buses...')
    expect(requests.count).toBe(1)
  })
})
