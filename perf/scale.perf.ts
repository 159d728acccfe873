import { test, type BrowserContext } from '@playwright/test'
import { busCard, inFreshContext, recordFigure, runs, signIn } from './figures'
import { resetMockApi } from './servers'

/** The cards the Buses screen shows before "Show more" (busPageSize in the buses feature). */
const busFirstPage = 24

/** Runs in the page before its own scripts; notes the first frame with `count` cards. */
function watchForCards({ selector, count }: { selector: string; count: number }): void {
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll(selector).length < count) return
    observer.disconnect()
    requestAnimationFrame(() => Object.assign(window, { __perfCardsAt: performance.now() }))
  })
  observer.observe(document, { childList: true, subtree: true })
}

/** Milliseconds from navigation to the first frame that showed `count` cards. */
async function timeCards(context: BrowserContext, path: string, selector: string, count: number) {
  await context.addInitScript(watchForCards, { selector, count })
  const page = await context.newPage()
  await page.goto(path)
  const at = await page.waitForFunction(() => (window as { __perfCardsAt?: number }).__perfCardsAt)
  return Number(await at.jsonValue())
}

/** Navigation to the first frame with `count` cards at `path`, five times, as `key`. */
const timeFirstCards = (
  key: string,
  path: string,
  selector: string,
  count: number,
  patch: Record<string, number>,
) =>
  test(`${path}: navigation → first ${count} cards`, async ({ browser }) => {
    await resetMockApi(patch)
    const times: number[] = []
    for (let run = 0; run < runs; run++)
      times.push(
        await inFreshContext(browser, async (context) => {
          if (path === '/bookings') await signIn(context)
          return timeCards(context, path, selector, count)
        }),
      )
    recordFigure(key, times)
  })

timeFirstCards('busesVisibleMs', '/buses', busCard, busFirstPage, { busCount: 1000 })
timeFirstCards('bookingsVisibleMs', '/bookings', 'main article', 300, { bookingCount: 300 })
