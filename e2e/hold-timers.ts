import type { Page } from '@playwright/test'

/** The pause before /payment, and before /login after a profile 401 (docs/product.md#constants). */
const moveOnDelayMs = 1500

/**
 * Holds back the page's 1.5 s timers until `releaseHeldTimers`, so a message that moves on by
 * itself stays on screen until the test has read it, however busy the machine. (Playwright's
 * paused clock would do it, but it also stops every other timer, axe's among them.) Call before
 * the page opens.
 */
export async function holdMoveOnTimers(page: Page) {
  await page.addInitScript((delay) => {
    const held = new Map<number, () => void>()
    let nextId = 1_000_000_000
    const realSetTimeout = window.setTimeout.bind(window)
    const realClearTimeout = window.clearTimeout.bind(window)
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms !== delay || typeof handler !== 'function') return realSetTimeout(handler, ms, ...args)
      nextId += 1
      held.set(nextId, () => handler(...args))
      return nextId
    }) as typeof window.setTimeout
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined && held.delete(id)) return
      realClearTimeout(id)
    }) as typeof window.clearTimeout
    Object.assign(window, {
      releaseHeldTimers: () => {
        const due = [...held.values()]
        held.clear()
        due.forEach((run) => run())
      },
    })
  }, moveOnDelayMs)
}

export function releaseHeldTimers(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { releaseHeldTimers(): void }).releaseHeldTimers(),
  )
}
