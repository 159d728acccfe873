import { act } from '@testing-library/react'
import { vi } from 'vitest'

/** Moves the fake clock by `ms` inside act, so what the timers change is rendered at once. */
export function advanceTimers(ms: number): void {
  // A block body: given a callback that returns nothing, act runs synchronously; given one that
  // returns a value (advanceTimersByTime returns vi), it is typed as a promise to be awaited.
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}
