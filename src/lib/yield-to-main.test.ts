import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yield-to-main'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: schedulerYield })
    await yieldToMain()
    expect(schedulerYield).toHaveBeenCalledTimes(1)
  })

  it('otherwise continues in a new task, after the timers already due', async () => {
    vi.stubGlobal('scheduler', undefined)
    vi.useFakeTimers()
    let resumed = false
    void yieldToMain().then(() => {
      resumed = true
    })
    await Promise.resolve()
    expect(resumed).toBe(false)
    await vi.runAllTimersAsync()
    expect(resumed).toBe(true)
  })
})
