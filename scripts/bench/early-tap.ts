import type { Browser } from '@playwright/test'
import { mobileViewport } from './bytes'
import { emulateSlowPhone } from './slow-phone'

export const earlyTapCpuSlowdown = 6
/** Long past the app's take-over on the slow phone: a tap with no effect by then is lost. */
const outcomeTimeoutMs = 20_000

export interface EarlyTap {
  /** Milliseconds from the start of navigation to the tap, as the test runner saw it. */
  tappedAtMs: number
  /** Reached /bookingform (its heading shown, the guest parameter gone) with isGuest set. */
  reached: boolean
  /** Milliseconds from the tap to the booking form, when it was reached. */
  formAfterMs?: number
}

/**
 * Opens / of a built app on a slow phone (emulateSlowPhone at 6x CPU), fresh profile, and taps
 * "Book Now!" the moment it is visible, whether it is still the prerendered HTML or already the
 * app. Whatever happens next must end on the booking form with the visitor marked as a guest.
 */
export async function tapBookNowEarly(browser: Browser, appUrl: string): Promise<EarlyTap> {
  const context = await browser.newContext({
    viewport: mobileViewport,
    hasTouch: true,
    isMobile: true,
  })
  try {
    const page = await context.newPage()
    await emulateSlowPhone(page, earlyTapCpuSlowdown)
    const started = performance.now()
    await page.goto(`${appUrl}/`, { waitUntil: 'commit' })
    await page.getByText('Book Now!', { exact: true }).tap({ timeout: 60_000 })
    const tapped = performance.now()
    try {
      await page.waitForURL((url) => url.pathname === '/bookingform' && url.search === '', {
        timeout: outcomeTimeoutMs,
      })
      await page
        .getByRole('heading', { level: 1, name: 'Book Your Matatu' })
        .waitFor({ timeout: outcomeTimeoutMs })
      const formAt = performance.now()
      const isGuest = await page.evaluate(() => localStorage.getItem('isGuest'))
      return {
        tappedAtMs: tapped - started,
        reached: isGuest === 'true',
        formAfterMs: formAt - tapped,
      }
    } catch {
      return { tappedAtMs: tapped - started, reached: false }
    }
  } finally {
    await context.close()
  }
}
