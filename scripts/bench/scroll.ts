import type { Browser } from '@playwright/test'
import { busCardSelector, busCount, busesUrl, inFreshContext } from './scale'

/**
 * Scroll smoothness of the 1000-bus page, every card shown ("Show more" pressed until none is
 * left, without scrolling), with the CPU slowed down like a mid-range phone: five
 * one-second swipes (60 frames of `scrollBy` 60 px inside requestAnimationFrame, 3,600 px/s)
 * ending at 20, 40, 60, 80 and 100 % of the page, so the whole list is sampled down to the
 * bottom at a finger's speed within about ten seconds (the page is some 460,000 px tall).
 */
export interface ScrollFrames {
  cpuSlowdown: number
  frames: number
  p50Ms: number
  p95Ms: number
  maxMs: number
  over50Ms: number
}

export const cpuSlowdown = 4
const swipe = { stepPx: 60, frames: 60, endsAt: [0.2, 0.4, 0.6, 0.8, 1] }

/** Runs in the page; returns every frame-to-frame interval of the swipes. */
async function swipeThrough({ stepPx, frames, endsAt }: typeof swipe): Promise<number[]> {
  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
  const bottom = document.documentElement.scrollHeight - window.innerHeight
  const intervals: number[] = []
  for (const share of endsAt) {
    window.scrollTo({ top: Math.max(0, share * bottom - stepPx * frames), behavior: 'instant' })
    await nextFrame()
    let last = await nextFrame()
    for (let frame = 0; frame < frames; frame++) {
      window.scrollBy({ top: stepPx, behavior: 'instant' })
      const now = await nextFrame()
      intervals.push(now - last)
      last = now
    }
  }
  return intervals
}

/** Runs in the page: presses "Show N more" until every card is shown. */
const showEveryCard = `(async () => {
  const more = () => [...document.querySelectorAll('main button')]
    .find((button) => /^Show \\d+ more$/.test(button.textContent ?? ''))
  for (let button = more(); button; button = more()) {
    button.click()
    await new Promise((resolve) => requestAnimationFrame(resolve))
  }
})()`

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN
}

export function measureScroll(browser: Browser, appUrl: string): Promise<ScrollFrames> {
  return inFreshContext(browser, async (context) => {
    const page = await context.newPage()
    await page.goto(appUrl + busesUrl, { waitUntil: 'networkidle' })
    // Pressed in the page, so nothing scrolls or loads on the way: the page as before.
    await page.evaluate(showEveryCard)
    await page.waitForFunction(
      ({ selector, count }) => document.querySelectorAll(selector).length >= count,
      { selector: busCardSelector, count: busCount },
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    // tsx (esbuild keepNames) wraps named inner functions in a `__name` helper the page lacks.
    const source = `const __name = (fn) => fn;
      (${swipeThrough.toString()})(${JSON.stringify(swipe)})`
    const intervals = (await page.evaluate(source)) as number[]
    const sorted = [...intervals].sort((a, b) => a - b)
    return {
      cpuSlowdown,
      frames: intervals.length,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted.at(-1) ?? Number.NaN,
      over50Ms: intervals.filter((interval) => interval > 50).length,
    }
  })
}
