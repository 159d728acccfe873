import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { server } from '../mocks/node'
import { chooseDataSaver } from '@/lib/data-saver-store'
import { renderRoute } from '@/testing/render-route'

/** The API calls the page makes from now on, by path. */
function recordCalls(): string[] {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname))
  return calls
}

describe('preloading (docs/product.md#data-saver)', () => {
  it('pointing at the Buses link fetches the list ahead', async () => {
    const { user } = renderRoute('/')
    const buses = await screen.findByRole('link', { name: 'Buses' })
    const calls = recordCalls()
    await user.hover(buses)
    await expect.poll(() => calls).toContain('/api/buses/')
  })

  it('with the data saver on, nothing is fetched before the tap, and the tap still loads', async () => {
    chooseDataSaver(true)
    const { user, router } = renderRoute('/')
    const buses = await screen.findByRole('link', { name: 'Buses' })
    const calls = recordCalls()
    await user.hover(buses)
    await router.preloadRoute({ to: '/buses' })
    expect(calls).toEqual([])
    await user.click(buses)
    expect(await screen.findByRole('list', { name: 'Buses' })).toBeInTheDocument()
    expect(calls).toEqual(['/api/buses/'])
  })

  it('a link already on screen when the data saver is switched on preloads no data', async () => {
    const { user, router } = renderRoute('/')
    const buses = await screen.findByRole('link', { name: 'Buses' })
    expect(router.options.defaultPreload).toBe('intent')
    chooseDataSaver(true)
    expect(router.options.defaultPreload).toBe(false)
    const calls = recordCalls()
    await user.hover(buses)
    await router.preloadRoute({ to: '/buses' })
    expect(calls).toEqual([])
    chooseDataSaver(false)
    expect(router.options.defaultPreload).toBe('intent')
  })
})
