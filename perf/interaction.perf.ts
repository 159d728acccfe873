import { test, type Page } from '@playwright/test'
import { busCard, inFreshContext, recordFigure, runs } from './figures'
import { app, compared, figureKey, resetMockApi } from './servers'

const busCount = 1000

async function openBuses(page: Page, origin = app.url): Promise<void> {
  await page.goto(`${origin}/buses`, { waitUntil: 'networkidle' })
  await page.locator('.bus-results__count', { hasText: '1,000 buses' }).waitFor()
  await page.locator(busCard).first().waitFor()
}

const slowDownCpu = async (page: Page) =>
  (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })

test.beforeEach(() => resetMockApi({ busCount }))

/**
 * Typing "Nairobi" into From, then three Backspaces, on the 1,000-bus page at 4× CPU: per
 * keystroke, the longest Event Timing duration of its events (key to the next paint after its
 * handlers, as INP counts it; 16 ms when none reached the 16 ms threshold). Each key is pressed
 * once the list has settled (aria-busy="false"), so each is timed alone.
 */
test('typing in From with 1,000 buses: time per keystroke', async ({ browser }) => {
  await inFreshContext(browser, async (context) => {
    const page = await context.newPage()
    await openBuses(page)
    await page.locator('form[role="search"] input[name="from"]').tap()
    await page.evaluate(() => {
      const events: PerformanceEntry[] = []
      new PerformanceObserver((list) => events.push(...list.getEntries())).observe({
        type: 'event',
        durationThreshold: 16,
      } as PerformanceObserverInit)
      Object.assign(window, { __perfEvents: events })
    })
    await slowDownCpu(page)
    const keystrokes: number[] = []
    for (const key of [...'Nairobi', 'Backspace', 'Backspace', 'Backspace']) {
      const start = await page.evaluate(() => performance.now())
      await page.keyboard.press(key)
      await page.locator('.bus-results[aria-busy="false"]').waitFor()
      // The events of this keystroke have been reported once a frame has passed.
      const durations = await page.evaluate(async (since) => {
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
        const events = (window as unknown as { __perfEvents: PerformanceEntry[] }).__perfEvents
        return events.filter((event) => event.startTime >= since).map((event) => event.duration)
      }, start)
      keystrokes.push(Math.max(16, ...durations))
    }
    recordFigure('keystrokeMs', keystrokes)
  })
})

/**
 * Scrolling the 1,000-bus page with every card shown, at 4× CPU: five one-second swipes (60
 * frames of 60 px) ending at 20, 40, 60, 80 and 100 % of the page, five times; each build of
 * BENCH_COMPARE too. A frame of three 60 Hz ticks reads 49.9 to 50.1 ms: "over 50 ms" means four
 * ticks or more, which a slack of 5 ms tells apart.
 */
test('scrolling 1,000 buses: frame times', async ({ browser }) => {
  for (const subject of [app, ...compared]) {
    await inFreshContext(browser, async (context) => {
      const page = await context.newPage()
      await openBuses(page, subject.url)
      // Tapped, as on a phone: a click would leave a mouse pointer over the list, and every
      // scrolled frame would hit-test the cards under it for hover.
      for (let more = page.getByRole('button', { name: /^Show \d+ more$/ }); await more.count();)
        await more.tap()
      await page
        .locator(busCard)
        .nth(busCount - 1)
        .waitFor({ state: 'attached' })
      await slowDownCpu(page)
      const p95: number[] = []
      const over50: number[] = []
      for (let run = 0; run < runs; run++) {
        const intervals = await page.evaluate(swipeFrameIntervals)
        const sorted = [...intervals].sort((a, b) => a - b)
        p95.push(sorted[Math.floor(sorted.length * 0.95)] ?? NaN)
        over50.push(intervals.filter((ms) => ms > 55).length / intervals.length)
      }
      recordFigure(figureKey(subject, 'scrollP95Ms'), p95)
      recordFigure(figureKey(subject, 'scrollOver50Share'), over50)
    })
  }
})

/** In the page: the five swipes, and the time between each frame and the one before. */
async function swipeFrameIntervals(): Promise<number[]> {
  const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
  const bottom = document.documentElement.scrollHeight - window.innerHeight
  const frames: number[] = []
  for (const share of [0.2, 0.4, 0.6, 0.8, 1]) {
    window.scrollTo({ top: Math.max(0, share * bottom - 3600), behavior: 'instant' })
    await nextFrame()
    let last = await nextFrame()
    for (let frame = 0; frame < 60; frame++) {
      window.scrollBy({ top: 60, behavior: 'instant' })
      const now = await nextFrame()
      frames.push(now - last)
      last = now
    }
  }
  return frames
}
