import type { Browser, BrowserContext } from '@playwright/test'
import { mobileViewport } from './bytes'

/**
 * Navigation → last card, in the mock-enabled build (MSW answers in the browser). Timed inside
 * the page: performance.now() counts from the navigation start, read in the first animation
 * frame after the last card entered the DOM. The Buses screen shows its first page of cards
 * (busPageSize in src/features/buses/model/bus-count.ts) and "Show more" adds the rest.
 */
export const busCardSelector = 'ul[aria-label="Buses"] article'
/** The bookings markup is still moving: change it here (e.g. '[data-testid="booking-card"]'). */
export const bookingCardSelector = 'main article'

/** Where the mock-enabled build sends API calls (its service worker answers them). */
export const mockApiBaseUrl = 'http://localhost:5500'
const account = { email: 'brian@example.com', password: 'password123' }

export const busCount = 1000
/** The cards the Buses screen shows before "Show more". */
export const busFirstPage = 24
export const bookingCount = 300
export const busesUrl = `/buses?mock=reset,busCount:${busCount}&mockPanel=off`
const bookingsUrl = `/bookings?mock=bookingCount:${bookingCount}&mockPanel=off`

/** Runs in the page before its own scripts; marks <html data-bench-cards-at="ms">. */
function watchForCards({ selector, count }: { selector: string; count: number }): void {
  const observer = new MutationObserver(() => {
    if (document.querySelectorAll(selector).length < count) return
    observer.disconnect()
    requestAnimationFrame(() => {
      document.documentElement.dataset.benchCardsAt = String(performance.now())
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

async function timeCards(
  context: BrowserContext,
  url: string,
  selector: string,
  count: number,
): Promise<number> {
  await context.addInitScript(watchForCards, { selector, count })
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(url)
  const mark = await page.waitForFunction(() => document.documentElement.dataset.benchCardsAt, {
    timeout: 60_000,
  })
  return Number(await mark.jsonValue())
}

/** Logs brian in through the page's mock backend and keeps the session where the app reads it. */
async function logIn(context: BrowserContext, appUrl: string): Promise<void> {
  const page = await context.newPage()
  await page.goto(`${appUrl}/login?mockPanel=off`)
  // The app renders once the mock worker has started, and only then does MSW answer.
  await page.locator('#root > *').first().waitFor()
  await page.evaluate(
    async ({ loginUrl, credentials }) => {
      const response = await fetch(loginUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(credentials),
      })
      const body = (await response.json()) as { token?: unknown; user?: unknown }
      if (!response.ok || typeof body.token !== 'string') {
        throw new Error(`Login failed: ${response.status} ${JSON.stringify(body)}`)
      }
      localStorage.setItem('token', body.token)
      localStorage.setItem('user', JSON.stringify(body.user))
    },
    { loginUrl: `${mockApiBaseUrl}/api/auth/login`, credentials: account },
  )
}

export async function inFreshContext<T>(
  browser: Browser,
  task: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: mobileViewport })
  try {
    return await task(context)
  } finally {
    await context.close()
  }
}

/** Milliseconds from navigation to the last card of the first page, fresh profile per run. */
export function timeBuses(browser: Browser, appUrl: string): Promise<number> {
  return inFreshContext(browser, (context) =>
    timeCards(context, appUrl + busesUrl, busCardSelector, Math.min(busCount, busFirstPage)),
  )
}

/** Milliseconds from navigation to the 300th booking card, logged in as brian. */
export function timeBookings(browser: Browser, appUrl: string): Promise<number> {
  return inFreshContext(browser, async (context) => {
    await logIn(context, appUrl)
    return timeCards(context, appUrl + bookingsUrl, bookingCardSelector, bookingCount)
  })
}
