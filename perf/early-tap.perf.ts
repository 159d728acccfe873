import { test, type BrowserContext } from '@playwright/test'
import { emulateSlowPhone } from '../e2e/slow-phone'
import { busCard, inFreshContext, recordFigure, runs, signIn } from './figures'

/** Long past the app's take-over on the slow phone: a tap with no effect by then is lost. */
const outcomeTimeoutMs = 20_000

/** Runs in the page before its scripts: a prompt notes that it was asked, and is cancelled. */
function notePrompt(): void {
  window.prompt = () => {
    document.documentElement.dataset.perfPrompted = ''
    return null
  }
}

/**
 * "Book Now!" on /, tapped the moment it shows: the tap must end on the booking form with the
 * traveller marked as a guest.
 */
async function bookNowTap(context: BrowserContext): Promise<boolean> {
  const page = await context.newPage()
  await emulateSlowPhone(page, 6)
  await page.goto('/', { waitUntil: 'commit' })
  await page.getByText('Book Now!', { exact: true }).tap({ timeout: 60_000 })
  const reached = await page
    .getByRole('heading', { level: 1, name: 'Book Your Matatu' })
    .waitFor({ timeout: outcomeTimeoutMs })
    .then(() => page.evaluate(() => localStorage.getItem('isGuest') === 'true'))
    .catch(() => false)
  const form = new URL(page.url())
  return reached && form.pathname === '/bookingform' && form.search === ''
}

/** Book Seat on /buses, signed in, tapped the moment it shows: the tap must bring its prompt. */
async function bookSeatTap(context: BrowserContext): Promise<boolean> {
  await signIn(context)
  await context.addInitScript(notePrompt)
  const page = await context.newPage()
  await emulateSlowPhone(page, 6)
  await page.goto('/buses', { waitUntil: 'commit' })
  await page.locator(`${busCard} .bus-card__book`).first().tap({ timeout: 60_000 })
  return page
    .locator('html[data-perf-prompted]')
    .waitFor({ state: 'attached', timeout: outcomeTimeoutMs })
    .then(() => true)
    .catch(() => false)
}

/**
 * On a 6× slow phone, fresh profile each run, "Book Now!" on / and Book Seat on /buses are
 * tapped the moment they show, whether the page is still the prerendered HTML or already the
 * app. A tap without its outcome is lost.
 */
test('6× slow phone: no tap on Book Now! or Book Seat is lost before the app starts', async ({
  browser,
}) => {
  let lost = 0
  for (let run = 0; run < runs; run++)
    for (const tap of [bookNowTap, bookSeatTap])
      if (!(await inFreshContext(browser, tap))) lost += 1
  recordFigure('lostTaps', [lost])
})
