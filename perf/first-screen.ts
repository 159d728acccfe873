import type { Page } from '@playwright/test'

/**
 * What the performance runs read of a page's first screen, in milliseconds from the start of
 * its navigation: the frames that first showed the heading, a readable bus card and a bookable
 * one, every layout shift, and the phases of start-up (docs/performance.md#where-the-time-goes).
 */
export interface FirstScreen {
  heading?: number
  readable?: number
  bookable?: number
  layoutShift: number
  /** The largest contentful paint as a PerformanceObserver saw it when the screen was read. */
  lcp?: number
  phases: Phases
  /** The scripts that held the main thread longest before the first bookable card. */
  longestScripts: { file: string; ms: number }[]
}

/** Start-up, in order: what the network brought, then the app's own marks (src/lib/start-up-marks.ts). */
export interface Phases {
  responseStart: number
  heading?: number
  /** The last script or module preload that ended before the first bookable card. */
  pageJsDownloaded?: number
  appStart?: number
  savedDataRestored?: number
  routeLoaded?: number
  hydrated?: number
  bookable?: number
}

interface Watched {
  heading?: number
  readable?: number
  bookable?: number
  layoutShift: number
  lcp?: number
  frames: { start: number; scripts: { sourceURL: string; duration: number }[] }[]
}

/**
 * Runs in the page before its own scripts. Each animation frame (its start time, before the
 * paint), it notes the first that showed the heading, a readable bus card (its name written)
 * and a bookable one (the app runs and the card's button shows). It also adds up every layout
 * shift from the first paint on, notes the largest contentful paint and keeps the long
 * animation frames with their scripts. No
 * named inner functions: they would need a helper the page lacks.
 */
export function watchFirstScreen(card: string): void {
  const watched: Watched = { layoutShift: 0, frames: [] }
  Object.assign(window, { __perfWatched: watched })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      watched.layoutShift += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1)
    if (last) watched.lcp = last.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      scripts: Watched['frames'][number]['scripts']
    })[])
      watched.frames.push({
        start: entry.startTime,
        scripts: entry.scripts.map((script) => ({
          sourceURL: script.sourceURL,
          duration: script.duration,
        })),
      })
  }).observe({ type: 'long-animation-frame', buffered: true })
  const onFrame = (frameStart: number) => {
    if (watched.heading === undefined && document.querySelector('main h1'))
      watched.heading = frameStart
    const first = document.querySelector(card)
    if (watched.readable === undefined && first?.querySelector('h2, h3')?.textContent)
      watched.readable = frameStart
    const button = first?.querySelector('button')
    const running = 'appRunning' in document.documentElement.dataset
    if (watched.bookable === undefined && running && button?.checkVisibility())
      watched.bookable = frameStart
    if (watched.bookable === undefined) requestAnimationFrame(onFrame)
  }
  requestAnimationFrame(onFrame)
}

/** In the page: the first screen as watched, with the phases and the longest scripts. */
function readFirstScreen(): FirstScreen {
  const watched = (window as unknown as { __perfWatched: Watched }).__perfWatched
  const end = watched.bookable ?? performance.now()
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.startTime < end)
    .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
  const mark = (name: string) =>
    performance.getEntriesByName(`matatu:${name}`, 'mark')[0]?.startTime
  const byFile = new Map<string, number>()
  for (const frame of watched.frames.filter((frame) => frame.start < end))
    for (const script of frame.scripts) {
      const file = new URL(script.sourceURL || location.href).pathname.split('/').pop() || '(page)'
      byFile.set(file, (byFile.get(file) ?? 0) + script.duration)
    }
  return {
    heading: watched.heading,
    readable: watched.readable,
    bookable: watched.bookable,
    layoutShift: watched.layoutShift,
    lcp: watched.lcp,
    phases: {
      responseStart: navigation?.responseStart ?? Number.NaN,
      heading: watched.heading,
      pageJsDownloaded: scripts.length ? Math.max(...scripts) : undefined,
      appStart: mark('app-start'),
      savedDataRestored: mark('saved-data-restored'),
      routeLoaded: mark('route-loaded'),
      hydrated: mark('hydrated'),
      bookable: watched.bookable,
    },
    longestScripts: [...byFile]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([file, ms]) => ({ file, ms })),
  }
}

/**
 * Once the app runs (and, on a page with bus cards, a card is bookable) and the network is
 * idle, the page's first screen.
 */
export async function firstScreenWhenIdle(page: Page, withCards = true): Promise<FirstScreen> {
  await page.waitForFunction(() => 'appRunning' in document.documentElement.dataset, undefined, {
    timeout: 60_000,
  })
  if (withCards)
    await page.waitForFunction(
      () => (window as unknown as { __perfWatched: Watched }).__perfWatched.bookable !== undefined,
      undefined,
      { timeout: 60_000 },
    )
  await page.waitForLoadState('networkidle')
  return page.evaluate(readFirstScreen)
}
