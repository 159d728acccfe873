import { test, type BrowserContext } from '@playwright/test'
import { busCard, inFreshContext, recordFigure, runs, signIn } from './figures'
import { resetMockApi } from './servers'

const busCount = 1000
/** The cards the Buses screen shows before "Show more" (busPageSize in the buses feature). */
const busFirstPage = 24
const bookingCount = 300
const bookingCard = 'main article'

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

test(`${busCount} buses: navigation → first ${busFirstPage} cards`, async ({ browser }) => {
  await resetMockApi({ busCount })
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    times.push(
      await inFreshContext(browser, (context) =>
        timeCards(context, '/buses', busCard, busFirstPage),
      ),
    )
  }
  recordFigure('busesVisibleMs', times)
})

test(`${bookingCount} bookings: navigation → last card`, async ({ browser }) => {
  await resetMockApi({ bookingCount })
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    times.push(
      await inFreshContext(browser, async (context) => {
        await signIn(context)
        return timeCards(context, '/bookings', bookingCard, bookingCount)
      }),
    )
  }
  recordFigure('bookingsVisibleMs', times)
})
