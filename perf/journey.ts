import { get } from 'node:http'
import {
  expect,
  type BrowserContext,
  type Dialog,
  type Page,
  type Request,
  type Response,
} from '@playwright/test'
import { logInThroughForm } from '../e2e/session-helpers'
import { appUrl } from './servers'

/**
 * A booking journey as a traveller makes it on a phone, each list scrolled to its end so that
 * every lazy picture on it loads: the steps `npm run bench` weighs (perf/journey-bytes.perf.ts).
 * A new step of the journey is one more entry at the end of `journeySteps`; it ends on the
 * ticket, as a traveller's booking does.
 */
export interface JourneyStep {
  name: string
  run: (page: Page) => Promise<void>
}

/** Scrolls down a screen at a time to the end of the page, so lazy pictures load on the way. */
async function scrollToEnd(page: Page): Promise<void> {
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    })
    // Each screen's pictures start before the next scroll.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
    if (atEnd) return
  }
}

/** The seat question the list asks by itself after the login that Book Seat asked for. */
let seatQuestion: Promise<Dialog> | undefined

const busCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Buses' }).getByRole('article', { name })

export const journeySteps: JourneyStep[] = [
  {
    name: 'Home',
    run: async (page) => {
      await page.goto('/')
      await page.getByRole('heading', { level: 1, name: 'Welcome to Matatu' }).waitFor()
      await scrollToEnd(page)
    },
  },
  {
    name: '/buses',
    run: async (page) => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Buses' })
        .click()
      await busCard(page, 'Flamingo Shuttle').waitFor()
      await scrollToEnd(page)
    },
  },
  {
    name: 'search',
    run: async (page) => {
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('combobox', { name: 'From' }).fill('Nairobi')
      await page.getByRole('combobox', { name: 'To' }).fill('Kisumu')
      await expect(page.getByRole('status').filter({ hasText: /^1 bus$/ })).toBeVisible()
    },
  },
  {
    name: 'login',
    run: async (page) => {
      page.once('dialog', (dialog) => void dialog.accept())
      await busCard(page, 'Lake Shuttle').getByRole('button', { name: 'Book Seat' }).click()
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor()
      // Back on the list, that bus asks for the seats by itself (the page waits on the prompt).
      seatQuestion = page.waitForEvent('dialog')
      await logInThroughForm(page)
      await seatQuestion
    },
  },
  {
    name: 'Book Seat',
    run: async (page) => {
      await (await seatQuestion)?.accept('1')
      await busCard(page, 'Lake Shuttle').getByRole('link', { name: 'View ticket' }).waitFor()
    },
  },
  {
    name: 'My Bookings',
    run: async (page) => {
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Bookings' })
        .click()
      await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor()
      await page.getByRole('list', { name: 'Bookings' }).getByRole('article').first().waitFor()
      await scrollToEnd(page)
    },
  },
  {
    name: 'the ticket',
    run: async (page) => {
      const bookings = page.getByRole('list', { name: 'Bookings' })
      await bookings.getByRole('link', { name: 'View ticket' }).first().click()
      await page.getByRole('heading', { level: 1, name: 'Ticket' }).waitFor()
      await scrollToEnd(page)
    },
  },
]

/** What one journey transferred over the network, in bytes. */
export interface JourneyBytes {
  /** Per step, what the page and the service worker's runtime caching fetched. */
  steps: Record<string, number>
  /** The JavaScript and CSS among them. */
  scriptsAndStyles: number
  /** What the service worker's install fetched for its precache of the app. */
  precache: number
}

/** The body of a service worker's own script as the server sends it (compressed), in bytes. */
function bodyBytesFromServer(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = get(
      url,
      { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } },
      (answer) => {
        let size = 0
        answer.on('data', (chunk: Buffer) => (size += chunk.length))
        answer.on('end', () => resolve(size))
      },
    )
    asked.on('error', reject)
  })
}

/**
 * Chromium cannot always give a finished request's sizes: on a busy machine the target that made
 * it (most often an idle service worker, stopped by the browser) may be gone when they are asked.
 * The body is then weighed by its Content-Length, or at the server for the app's own files, and
 * the bench says so: an estimate, never a silent zero.
 */
async function weighedWithoutSizes(response: Response, why: Error): Promise<number> {
  const url = new URL(response.url())
  const length = Number(response.headers()['content-length'])
  const size = Number.isFinite(length)
    ? length
    : url.origin === appUrl && response.request().method() === 'GET'
      ? await bodyBytesFromServer(url.href)
      : Number.NaN
  console.error(`journey: no sizes for ${url.pathname} (${why.message}); weighed ${size} bytes`)
  return size
}

const serviceWorkerScript = /\/(sw|workbox-[\w-]+)\.js$/

/**
 * Network bytes of a finished request: Chromium's encoded length, headers and body as they
 * came, 0 when a cache or the service worker answered. Chromium leaves out the body of the
 * service worker's own scripts (sw.js and what it imports), so those are weighed at the server.
 */
async function transferred(request: Request): Promise<number> {
  const response = await request.response()
  if (!response || response.fromServiceWorker()) return 0
  const sizes = await request.sizes().catch((error: Error) => error)
  if (sizes instanceof Error) return weighedWithoutSizes(response, sizes)
  const { responseHeadersSize, responseBodySize } = sizes
  const size = Math.max(0, responseHeadersSize + responseBodySize)
  const url = new URL(request.url())
  if (response.status() !== 200 || responseBodySize > 0 || request.serviceWorker() === null)
    return size
  if (url.origin !== appUrl || !serviceWorkerScript.test(url.pathname)) return size
  return responseHeadersSize + (await bodyBytesFromServer(url.href))
}

/**
 * Weighs every request of the context (pages and service worker) while `walk` runs: per step
 * (`step` names the current one), the service worker's precache apart. Waits after each step
 * until nothing has been in flight for half a second.
 */
export function weighRequests(context: BrowserContext) {
  const inFlight = new Set<Request>()
  const pending: Promise<void>[] = []
  let quietSince = Date.now()
  let step = ''
  const bytes: JourneyBytes = { steps: {}, scriptsAndStyles: 0, precache: 0 }
  const done = (request: Request) => {
    inFlight.delete(request)
    if (inFlight.size === 0) quietSince = Date.now()
  }
  // What the browser fetches for itself (the favicon: type "other") and a beacon (the app's field
  // telemetry, sent as a page is hidden or closed: type "ping") may never be reported as ended;
  // they are weighed when they are, but the wait for a quiet network does not wait for them.
  const onRequest = (request: Request) => {
    if (!['other', 'ping'].includes(request.resourceType())) inFlight.add(request)
  }
  const onFinished = (request: Request) => {
    const current = step
    pending.push(
      transferred(request)
        .catch((error: Error) => {
          throw new Error(`weighing ${request.url()}: ${error.message}`)
        })
        .then((size) => {
          const url = new URL(request.url())
          const precaching = request.serviceWorker() !== null && url.origin === appUrl
          if (precaching) bytes.precache += size
          else bytes.steps[current] = (bytes.steps[current] ?? 0) + size
          if (/\.(js|css)$/.test(url.pathname)) bytes.scriptsAndStyles += size
        }),
    )
    done(request)
  }
  context.on('request', onRequest)
  context.on('requestfailed', done)
  context.on('requestfinished', onFinished)
  return {
    bytes,
    stop() {
      context.off('request', onRequest)
      context.off('requestfailed', done)
      context.off('requestfinished', onFinished)
    },
    startStep(name: string) {
      step = name
      bytes.steps[name] ??= 0
    },
    async settle(quietMs = 500) {
      try {
        await expect
          .poll(() => inFlight.size === 0 && Date.now() - quietSince >= quietMs, {
            timeout: 60_000,
            intervals: [100],
          })
          .toBe(true)
      } catch {
        const left = [...inFlight].map((request) => `${request.resourceType()} ${request.url()}`)
        throw new Error(
          `After "${step}" the network was never quiet; in flight: ${left.join(', ')}`,
        )
      }
      await Promise.all(pending)
    },
  }
}
