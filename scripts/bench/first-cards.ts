import type { Browser } from '@playwright/test'
import { busCardSelector, inFreshContext } from './scale'
import { emulateSlowPhone } from './slow-phone'

export const firstCardsCpuSlowdown = 4

/**
 * Runs in the page before its own scripts: marks <html data-bench-heading-at> and
 * <html data-bench-card-at> with the start of the first frame that showed the page's heading
 * and the first bus card (requestAnimationFrame waits for the stylesheets, as painting does).
 * No named inner functions: tsx would wrap them in a helper the page lacks.
 */
function watchHeadingAndCard(cardSelector: string): void {
  let headingSeen = false
  const observer = new MutationObserver(() => {
    if (!headingSeen && document.querySelector('main h1')) {
      headingSeen = true
      requestAnimationFrame((frameStart) => {
        document.documentElement.dataset.benchHeadingAt = String(frameStart)
      })
    }
    if (document.querySelector(cardSelector)) {
      observer.disconnect()
      requestAnimationFrame((frameStart) => {
        document.documentElement.dataset.benchCardAt = String(frameStart)
      })
    }
  })
  observer.observe(document, { childList: true, subtree: true })
}

/**
 * /buses of the production build on a slow phone (emulateSlowPhone), fresh profile: the
 * milliseconds from the frame that painted the heading to the one that painted the first card.
 */
export function timeFirstCardAfterHeading(browser: Browser, appUrl: string): Promise<number> {
  return inFreshContext(browser, async (context) => {
    await context.addInitScript(watchHeadingAndCard, busCardSelector)
    const page = await context.newPage()
    await emulateSlowPhone(page, firstCardsCpuSlowdown)
    await page.goto(`${appUrl}/buses`, { waitUntil: 'commit' })
    const marks = await page.waitForFunction(
      () => {
        const { benchHeadingAt, benchCardAt } = document.documentElement.dataset
        return benchHeadingAt && benchCardAt ? { benchHeadingAt, benchCardAt } : undefined
      },
      undefined,
      { timeout: 60_000 },
    )
    const at = await marks.jsonValue()
    return Number(at?.benchCardAt) - Number(at?.benchHeadingAt)
  })
}
