import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yield-to-main'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('yieldToMain', () => {
  it("uses the browser's scheduler.yield where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: schedulerYield })
    await yieldToMain()
    expect(schedulerYield).toHaveBeenCalledTimes(1)
  })

  it('otherwise continues in a new task, not among the current microtasks', async () => {
    vi.stubGlobal('scheduler', undefined)
    let resumed = false
    const done = yieldToMain().then(() => {
      resumed = true
    })
    for (let tick = 0; tick < 10; tick++) await Promise.resolve()
    expect(resumed).toBe(false)
    await done
    expect(resumed).toBe(true)
  })
})
