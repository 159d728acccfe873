import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSlider } from './use-slider'
import { advanceTimers } from '@/testing/advance-timers'

const options = { count: 3, intervalMs: 4500 }

/** A controllable prefers-reduced-motion media query (jsdom has no matchMedia). */
function stubReducedMotion(initiallyReduced: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>()
  const list = {
    matches: initiallyReduced,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  }
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => list),
  )
  return {
    change(reduced: boolean) {
      list.matches = reduced
      for (const listener of listeners) listener({ matches: reduced } as MediaQueryListEvent)
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})

describe('useSlider', () => {
  it('advances one slide every 4500 ms, wraps from the last to the first, gives a chosen slide the full interval, and stops its timer when unmounted', () => {
    const { result, unmount } = renderHook(() => useSlider(options))
    expect(result.current.index).toBe(0)
    advanceTimers(4499)
    expect(result.current.index).toBe(0)
    advanceTimers(1)
    expect(result.current.index).toBe(1)
    advanceTimers(4500)
    expect(result.current.index).toBe(2)
    advanceTimers(4500)
    expect(result.current.index).toBe(0)
    advanceTimers(3000)
    act(() => result.current.goTo(2))
    expect(result.current.index).toBe(2)
    advanceTimers(4499)
    expect(result.current.index).toBe(2)
    advanceTimers(1)
    expect(result.current.index).toBe(0)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not move by itself when the user prefers reduced motion', () => {
    stubReducedMotion(true)
    const { result } = renderHook(() => useSlider(options))
    expect(result.current.paused).toBe(true)

    advanceTimers(20_000)
    expect(result.current.index).toBe(0)
  })

  it('pauses when the reduced-motion preference is switched on while it runs', () => {
    const media = stubReducedMotion(false)
    const { result } = renderHook(() => useSlider(options))
    advanceTimers(4500)
    expect(result.current.index).toBe(1)

    act(() => media.change(true))
    advanceTimers(20_000)
    expect(result.current.index).toBe(1)
    expect(result.current.paused).toBe(true)
  })
})
