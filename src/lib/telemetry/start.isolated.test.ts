import { describe, expect, it, vi } from 'vitest'
import { currentRoute } from './early'
import { startTelemetry } from './start'

vi.mock('@/lib/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/config')>()
  return {
    config: {
      ...actual.config,
      telemetryUrl: 'https://rum.example/telemetry',
      telemetrySampleRate: 1,
    },
  }
})

const startVitals = vi.hoisted(() => vi.fn())
vi.mock('./vitals', () => ({
  createReporter: () => ({ reportError: () => undefined, addMetric: () => undefined }),
  startVitals,
}))

describe('the route pattern of a document', () => {
  it('is noted once the first screen has settled, even when the router never said it resolved', async () => {
    const shown: { pattern?: string } = {}
    let settle = () => {}
    const settled = new Promise<void>((resolve) => (settle = resolve))
    startTelemetry({
      routePattern: () => shown.pattern,
      // No onResolved ever comes.
      onRouteChange: () => undefined,
      settled,
    })
    expect(currentRoute()).toBe('(none)')

    shown.pattern = '/ticket/$reference'
    settle()
    await vi.waitFor(() => expect(startVitals).toHaveBeenCalledTimes(1))

    expect(currentRoute()).toBe('/ticket/$reference')
    const routeAt = startVitals.mock.calls[0]![1] as (time: number) => string
    // The landing route, for what the page painted before the router told its pattern.
    expect(routeAt(0)).toBe('/ticket/$reference')
  })
})
