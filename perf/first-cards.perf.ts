import { expect, test, type Browser, type Page } from '@playwright/test'
import { emulateSlowPhone } from '../e2e/slow-phone'
import { busCard, inFreshContext, recordFigure, runs } from './figures'
import { resetMockApi } from './servers'

interface Marks {
  heading?: number
  readable?: number
  bookable?: number
  layoutShift: number
}

/**
 * Runs in the page before its own scripts. Each animation frame (its start time, before the
 * paint), it notes the first that showed the heading, a readable bus card (its name written)
 * and a bookable one (the app runs and the card's button shows). It also adds up every layout
 * shift from the first paint on. No named inner functions: tsx would wrap them in a helper the
 * page lacks.
 */
function watchFirstScreen(card: string): void {
  const marks: Marks = { layoutShift: 0 }
  Object.assign(window, { __perfMarks: marks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      marks.layoutShift += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
  const onFrame = (frameStart: number) => {
    if (marks.heading === undefined && document.querySelector('main h1')) marks.heading = frameStart
    const first = document.querySelector(card)
    if (marks.readable === undefined && first?.querySelector('h2, h3')?.textContent)
      marks.readable = frameStart
    const button = first?.querySelector('button')
    const running = 'appRunning' in document.documentElement.dataset
    if (marks.bookable === undefined && running && button?.checkVisibility())
      marks.bookable = frameStart
    if (marks.bookable === undefined) requestAnimationFrame(onFrame)
  }
  requestAnimationFrame(onFrame)
}

type WithMarks = typeof window & { __perfMarks: Marks }

/**
 * Once the app runs (and, on a page with bus cards, a card is bookable) and the page is idle,
 * the marks of its first screen.
 */
async function marksWhenIdle(page: Page, withCards = true): Promise<Marks> {
  await page.waitForFunction(() => 'appRunning' in document.documentElement.dataset, undefined, {
    timeout: 60_000,
  })
  const bookable = () => (window as WithMarks).__perfMarks.bookable !== undefined
  if (withCards) await page.waitForFunction(bookable, undefined, { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  return page.evaluate(() => (window as WithMarks).__perfMarks)
}

/** Opens `path` on a 4× slow phone, fresh profile; its marks once the app runs and all is loaded. */
function firstScreenMarks(browser: Browser, path: string, withCards = true): Promise<Marks> {
  return inFreshContext(browser, async (context) => {
    await context.addInitScript(watchFirstScreen, busCard)
    const page = await context.newPage()
    await emulateSlowPhone(page, 4)
    await page.goto(path, { waitUntil: 'commit' })
    return marksWhenIdle(page, withCards)
  })
}

/**
 * A returning traveller: /buses was opened once on this phone (its service worker installed,
 * the list saved on the device), the tab closed. Then /buses again, on a 4× slow phone: its marks,
 * and whether the page itself came from the phone rather than the network.
 */
function repeatVisitMarks(browser: Browser): Promise<{ marks: Marks; fromPhone: boolean }> {
  return inFreshContext(browser, async (context) => {
    const first = await context.newPage()
    await first.goto('/buses')
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await first.locator(busCard).first().waitFor()
    await expect
      .poll(() => first.evaluate(() => indexedDB.databases().then((all) => all.length)))
      .toBeGreaterThan(0)
    await first.close()
    await context.addInitScript(watchFirstScreen, busCard)
    const page = await context.newPage()
    await emulateSlowPhone(page, 4)
    const response = await page.goto('/buses', { waitUntil: 'commit' })
    return { marks: await marksWhenIdle(page), fromPhone: response?.fromServiceWorker() ?? false }
  })
}

test('/buses on a 4× slow phone: heading → first readable and first bookable card', async ({
  browser,
}) => {
  const readable: number[] = []
  const bookable: number[] = []
  const shifts: number[] = []
  for (let run = 0; run < runs; run++) {
    await resetMockApi()
    const marks = await firstScreenMarks(browser, '/buses')
    // A mark never reached stays NaN, which no budget passes.
    readable.push((marks.readable ?? Number.NaN) - (marks.heading ?? Number.NaN))
    bookable.push((marks.bookable ?? Number.NaN) - (marks.heading ?? Number.NaN))
    shifts.push(marks.layoutShift)
  }
  recordFigure('firstReadableCardMs', readable)
  recordFigure('firstBookableCardMs', bookable)
  recordFigure('busesLayoutShift', shifts)
})

test('/buses on a 4× slow phone, a returning traveller: heading → first readable card', async ({
  browser,
}) => {
  const readable: number[] = []
  let fromNetwork = 0
  for (let run = 0; run < runs; run++) {
    await resetMockApi()
    const { marks, fromPhone } = await repeatVisitMarks(browser)
    readable.push((marks.readable ?? Number.NaN) - (marks.heading ?? Number.NaN))
    if (!fromPhone) fromNetwork += 1
  }
  recordFigure('repeatFirstReadableCardMs', readable)
  recordFigure('repeatPageFromNetwork', [fromNetwork])
})

test('/ on a 4× slow phone: no layout shift from the first paint on', async ({ browser }) => {
  const shifts: number[] = []
  for (let run = 0; run < runs; run++)
    shifts.push((await firstScreenMarks(browser, '/', false)).layoutShift)
  recordFigure('homeLayoutShift', shifts)
})
