import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../mocks/node'
import { chooseDataSaver } from '@/lib/data-saver-store'
import { renderRoute } from '@/testing/render-route'

/** The API calls the page makes from now on, by path. */
function recordCalls(): string[] {
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname))
  return calls
}

/**
 * Points at, presses and focuses `element`, then lets the router's preload delay (50 ms) pass,
 * on fake timers: whatever preload that asks for has started by the time it returns.
 */
function pointAt(element: HTMLElement): void {
  vi.useFakeTimers()
  try {
    fireEvent.mouseEnter(element)
    fireEvent.pointerEnter(element)
    fireEvent.pointerDown(element)
    act(() => element.focus())
    act(() => vi.advanceTimersByTime(100))
  } finally {
    vi.useRealTimers()
  }
}

describe('preloading (docs/product.md#data-saver)', () => {
  it('pointing at the Buses link fetches the list ahead', async () => {
    const { user } = renderRoute('/')
    const buses = await screen.findByRole('link', { name: 'Buses' })
    const calls = recordCalls()
    await user.hover(buses)
    await expect.poll(() => calls).toContain('/api/buses/')
    server.events.removeAllListeners()
  })

  it('with the data saver on, nothing is fetched before the tap, and the tap still loads', async () => {
    chooseDataSaver(true)
    const { user, router } = renderRoute('/')
    const buses = await screen.findByRole('link', { name: 'Buses' })
    const preload = vi.spyOn(router, 'preloadRoute')
    const calls = recordCalls()
    pointAt(buses)
    pointAt(screen.getByRole('button', { name: 'Search buses' }))
    expect(preload).not.toHaveBeenCalled()
    await user.click(buses)
    expect(await screen.findByRole('list', { name: 'Buses' })).toBeInTheDocument()
    expect(calls).toEqual(['/api/buses/'])
    server.events.removeAllListeners()
  })

  it("turned on or off while a page shows, its links and Home's search follow at once", async () => {
    const { router } = renderRoute('/')
    const buses = await screen.findByRole('link', { name: 'Buses' })
    const search = screen.getByRole('button', { name: 'Search buses' })
    const preload = vi.spyOn(router, 'preloadRoute')
    act(() => chooseDataSaver(true))
    pointAt(buses)
    pointAt(search)
    expect(preload).not.toHaveBeenCalled()
    act(() => chooseDataSaver(false))
    pointAt(buses)
    expect(preload).toHaveBeenCalled()
    preload.mockClear()
    pointAt(search)
    expect(preload).toHaveBeenCalledWith({ to: '/buses' })
  })
})
