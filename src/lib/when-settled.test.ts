import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { whenFirstScreenSettled } from './when-settled'

function deferred() {
  let resolve: (value: string) => void = () => {}
  const promise = new Promise<string>((done) => (resolve = done))
  return { promise, resolve }
}

function fakeRouter(loading: boolean) {
  const listeners = new Set<() => void>()
  return {
    setLoading(next: boolean) {
      loading = next
      listeners.forEach((listener) => listener())
    },
    isRouteLoading: () => loading,
    onRouteChange: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** Settling ends with an idle moment: late on a busy machine, never past its 5 s bound. */
const idleWait = { timeout: 6000 }

/** A moment for anything that would wrongly settle to do so (the "not yet" checks). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 10))

describe('whenFirstScreenSettled', () => {
  it('waits for the route being loaded and the requests in flight, then resolves', async () => {
    const queryClient = new QueryClient()
    const buses = deferred()
    void queryClient.fetchQuery({ queryKey: ['buses'], queryFn: () => buses.promise })
    const router = fakeRouter(true)
    let settled = false
    void whenFirstScreenSettled({ queryClient, ...router }).then(() => (settled = true))

    await flush()
    expect(settled).toBe(false)
    router.setLoading(false)
    await flush()
    expect(settled).toBe(false)
    buses.resolve('[]')
    await vi.waitFor(() => expect(settled).toBe(true), idleWait)
  })

  it('resolves at once on a page with nothing loading; waits for a route still loading', async () => {
    await expect(
      whenFirstScreenSettled({ queryClient: new QueryClient(), ...fakeRouter(false) }),
    ).resolves.toBeUndefined()
    // A route whose code or loader is still loading.
    const router = fakeRouter(true)
    let settled = false
    void whenFirstScreenSettled({ queryClient: new QueryClient(), ...router }).then(
      () => (settled = true),
    )
    await flush()
    expect(settled).toBe(false)
    router.setLoading(false)
    await vi.waitFor(() => expect(settled).toBe(true), idleWait)
  })
})
