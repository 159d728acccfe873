import { test } from '@playwright/test'
import { emulateSlowPhone } from '../e2e/slow-phone'
import { inFreshContext, recordFigure, runs } from './figures'

/** Long past the app's take-over on the slow phone: a tap with no effect by then is lost. */
const outcomeTimeoutMs = 20_000

/**
 * "Book Now!" on / tapped the moment it shows on a 6× slow phone, whether the page is still the
 * prerendered HTML or already the app, in a fresh profile each run. A tap that does not end on
 * the booking form with the traveller marked as a guest is lost.
 */
test('/ on a 6× slow phone: no tap on Book Now! is lost before the app starts', async ({
  browser,
}) => {
  let lost = 0
  for (let run = 0; run < runs; run++) {
    await inFreshContext(browser, async (context) => {
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
      if (!reached || form.pathname !== '/bookingform' || form.search !== '') lost += 1
    })
  }
  recordFigure('lostTaps', [lost])
})
