import { test, type BrowserContext, type Page, type Request } from '@playwright/test'
import { recordFigure } from './figures'
import { app, resetMockApi } from './servers'

/** A small phone's screen (a long list to scroll); bytes barely vary, so three runs. */
const phoneScreen = { width: 360, height: 740 }
const weighRuns = 3
/** Where a returning traveller goes: each of these pages and its code comes from the phone. */
const returningPaths = ['/', '/buses', '/login', '/bookingform']

/** In the page before its scripts: the browser asks to save data (Save-Data). */
const browserAsksToSaveData = () =>
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ saveData: true, addEventListener() {}, removeEventListener() {} }),
  })

/**
 * Network bytes of a finished request (headers and body as they came); 0 when a cache or the
 * service worker answered. The service worker's own downloads of the app (its precache) are
 * left out: they are the price of working offline, not of the page.
 */
async function networkBytes(request: Request): Promise<number> {
  const response = await request.response()
  if (!response || response.fromServiceWorker()) return 0
  if (request.serviceWorker() && new URL(request.url()).origin === app.url) return 0
  const sizes = await request.sizes().catch(() => undefined)
  if (sizes) return Math.max(0, sizes.responseHeadersSize + sizes.responseBodySize)
  // The target that made it may be gone (an idle service worker stopped by the browser).
  return Number(response.headers()['content-length'] ?? Number.NaN)
}

/** What `visit` downloads, in kB: everything, and the scripts and stylesheets among it. */
async function weigh(context: BrowserContext, visit: () => Promise<void>) {
  const weighed: Promise<[string, number]>[] = []
  const onFinished = (request: Request) =>
    weighed.push(networkBytes(request).then((bytes) => [request.url(), bytes]))
  context.on('requestfinished', onFinished)
  try {
    await visit()
  } finally {
    context.off('requestfinished', onFinished)
  }
  const all = await Promise.all(weighed)
  const kb = (list: [string, number][]) => list.reduce((sum, [, bytes]) => sum + bytes, 0) / 1000
  return {
    totalKb: kb(all),
    scriptsAndStylesKb: kb(all.filter(([url]) => /\.(js|css)$/.test(new URL(url).pathname))),
  }
}

/** Opens `path` and scrolls to its end, so every lazy picture on it loads. */
async function openToTheEnd(page: Page, path: string): Promise<void> {
  await page.goto(`${app.url}${path}`)
  await page.waitForFunction(() => 'appRunning' in document.documentElement.dataset)
  for (let atEnd = false; !atEnd;) {
    atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight)
      await new Promise((resolve) => requestAnimationFrame(resolve))
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    })
  }
  await page.waitForLoadState('networkidle')
}

/**
 * /buses on a fresh phone, with the data saver and without; then, on the phone without it, the
 * service worker installed and the tab closed, a returning traveller opens the app's pages
 * again: none may download a script or a stylesheet again.
 */
test('bytes: /buses with and without the data saver, and a returning visit', async ({
  browser,
}) => {
  const figures: Record<string, number[]> = {}
  const add = (key: string, value: number) => (figures[key] ??= []).push(value)
  for (let run = 0; run < weighRuns; run++)
    for (const saveData of [false, true]) {
      await resetMockApi()
      const context = await browser.newContext({ viewport: phoneScreen, isMobile: true })
      try {
        if (saveData) await context.addInitScript(browserAsksToSaveData)
        const page = await context.newPage()
        const fresh = await weigh(context, () => openToTheEnd(page, '/buses'))
        add(saveData ? 'busesSaverKb' : 'busesKb', fresh.totalKb)
        if (saveData) continue
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
        await page.close()
        const again = await context.newPage()
        const returning = await weigh(context, async () => {
          for (const path of returningPaths) await openToTheEnd(again, path)
        })
        add('returningKb', returning.totalKb)
        add('repeatScriptsAndStylesKb', returning.scriptsAndStylesKb)
      } finally {
        await context.close()
      }
    }
  for (const [key, runs] of Object.entries(figures)) recordFigure(key, runs)
})
