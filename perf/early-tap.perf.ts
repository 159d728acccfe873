import { test, type BrowserContext } from '@playwright/test'
import { emulateSlowPhone } from '../e2e/slow-phone'
import { busCard, inFreshContext, recordFigure, runs, signIn } from './figures'
import { figureKey, phoneSubjects, floor, type Subject } from './servers'

/** Long past the app's take-over on the slow phone: a tap with no effect by then is lost. */
const outcomeTimeoutMs = 20_000
type Tap = { durations: number[]; click?: number; prompt?: number }

/**
 * Runs in the page before its scripts: the prompt notes when it was asked for, and is cancelled;
 * the click on Book Seat is timed by the same clock; every Event Timing entry of the tap is kept
 * (its duration: touch to the next paint after its handlers, as INP counts it; ≥ 16 ms only).
 */
function watchBookSeat(): void {
  const tap: Tap = { durations: [] }
  Object.assign(window, { __perfTap: tap })
  const onBookSeat = (target: EventTarget | null | undefined) =>
    target instanceof Element && target.closest('.bus-card__book')
  const noteClick = (event: Event) => onBookSeat(event.target) && (tap.click = performance.now())
  addEventListener('click', noteClick, { capture: true })
  window.prompt = () => {
    tap.prompt = performance.now()
    return null
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { target?: Node | null })[])
      if (onBookSeat(entry.target)) tap.durations.push(entry.duration)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/**
 * "Book Now!" on /, tapped the moment it shows (a link, so the tap navigates before the app
 * runs): it must end on the booking form with the traveller marked as a guest.
 */
async function bookNowTap(context: BrowserContext, subject: Subject): Promise<boolean> {
  const page = await context.newPage()
  await emulateSlowPhone(page, 6)
  await page.goto(`${subject.url}/`, { waitUntil: 'commit' })
  await page.getByText('Book Now!', { exact: true }).tap({ timeout: 60_000 })
  const reached = await page
    .getByRole('heading', { level: 1, name: 'Book Your Matatu' })
    .waitFor({ timeout: outcomeTimeoutMs })
    .then(() => page.evaluate(() => localStorage.getItem('isGuest') === 'true'))
    .catch(() => false)
  const form = new URL(page.url())
  return reached && form.pathname === '/bookingform' && form.search === ''
}

/**
 * Book Seat on /buses, signed in, tapped the moment it shows: whether its prompt came, click to
 * prompt, and the longest duration of the tap's events (16 ms when none reached 16 ms).
 */
async function bookSeatTap(context: BrowserContext, subject: Subject) {
  await signIn(context)
  await context.addInitScript(watchBookSeat)
  const page = await context.newPage()
  await emulateSlowPhone(page, 6)
  await page.goto(`${subject.url}/buses`, { waitUntil: 'commit' })
  await page.locator(`${busCard} .bus-card__book`).first().tap({ timeout: 60_000 })
  const prompted = await page
    .waitForFunction(() => (window as unknown as { __perfTap: Tap }).__perfTap.prompt, undefined, {
      timeout: outcomeTimeoutMs,
    })
    .then(() => true)
    .catch(() => false)
  // Reported once the next frame has been presented.
  const {
    durations,
    click = NaN,
    prompt = NaN,
  } = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))
    return (window as unknown as { __perfTap: Tap }).__perfTap
  })
  const toPrompt = prompt - click
  return { prompted, toPrompt, duration: Math.max(16, ...durations) }
}

/**
 * On a 6× slow phone, fresh profile each run, "Book Now!" on / and Book Seat on /buses are
 * tapped the moment they show. A tap without its outcome is lost; Book Seat's duration is
 * budgeted as INP's "good" (200 ms), and its prompt opens in the tap's own task (the list is
 * fresh: no request before it).
 */
test('6× slow phone: taps as the page shows: none lost, Book Seat answered at once', async ({
  browser,
}) => {
  for (const subject of phoneSubjects.filter((subject) => subject !== floor)) {
    let lost = 0
    const durations: number[] = []
    const toPrompt: number[] = []
    for (let run = 0; run < runs; run++) {
      if (!(await inFreshContext(browser, (context) => bookNowTap(context, subject)))) lost += 1
      const tap = await inFreshContext(browser, (context) => bookSeatTap(context, subject))
      if (!tap.prompted) lost += 1
      durations.push(tap.duration)
      toPrompt.push(tap.toPrompt)
    }
    recordFigure(figureKey(subject, 'lostTaps'), [lost])
    recordFigure(figureKey(subject, 'earlyTapMs'), durations)
    recordFigure(figureKey(subject, 'tapToPromptMs'), toPrompt)
  }
})
