import { test, type Browser, type Page } from '@playwright/test'
import { emulateSlowPhone } from '../e2e/slow-phone'
import { busCard, inFreshContext, recordFigure, runs, signIn } from './figures'
import { firstScreenWhenIdle, watchFirstScreen } from './first-screen'
import { app, resetMockApi } from './servers'

/**
 * Runs in the page before its scripts: notes when Book Seat is clicked and when its prompt is
 * asked for, by the same clock, and answers the prompt with Cancel so nothing is booked.
 */
function timePrompt(): void {
  const times: { tap?: number; prompt?: number } = {}
  Object.assign(window, { __perfPrompt: times })
  addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('.bus-card__book')) times.tap = performance.now()
    },
    { capture: true },
  )
  window.prompt = () => {
    times.prompt = performance.now()
    return null
  }
}

type Timed = typeof window & { __perfPrompt: { tap?: number; prompt?: number } }

async function tapToPrompt(page: Page): Promise<number> {
  await page.locator(`${busCard} .bus-card__book`).first().tap()
  await page.waitForFunction(() => (window as Timed).__perfPrompt.prompt !== undefined, undefined, {
    timeout: 30_000,
  })
  return page.evaluate(() => {
    const { tap = Number.NaN, prompt = Number.NaN } = (window as Timed).__perfPrompt
    return prompt - tap
  })
}

/**
 * Brian on /buses on a 4× slow phone, once the list is on screen and the page idle: a tap on the
 * first Book Seat, to its prompt. `stale`: the phone's clock first moves on past the list's 30 s
 * of freshness, so the seats are read again before the prompt.
 */
function timeTap(browser: Browser, stale: boolean): Promise<number> {
  return inFreshContext(browser, async (context) => {
    await signIn(context)
    await context.addInitScript(watchFirstScreen, busCard)
    await context.addInitScript(timePrompt)
    const page = await context.newPage()
    // A clock the test can move on; it runs at the page's own pace until then.
    if (stale) await page.clock.install()
    await emulateSlowPhone(page, 4)
    await page.goto(`${app.url}/buses`, { waitUntil: 'commit' })
    await firstScreenWhenIdle(page)
    if (stale) await page.clock.fastForward('00:31')
    return tapToPrompt(page)
  })
}

test('/buses on a 4× slow phone: a tap on Book Seat → its prompt, fresh list and stale', async ({
  browser,
}) => {
  const fresh: number[] = []
  const stale: number[] = []
  for (let run = 0; run < runs; run++) {
    await resetMockApi()
    fresh.push(await timeTap(browser, false))
    stale.push(await timeTap(browser, true))
  }
  recordFigure('tapToPromptFreshMs', fresh)
  recordFigure('tapToPromptStaleMs', stale)
})
