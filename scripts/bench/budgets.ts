import type { PageBytes } from './bytes'
import type { KeystrokeTimes } from './keystrokes'
import type { LighthouseRun } from './lighthouse-report'
import { bookingCount, busCount, busFirstPage } from './scale'
import type { ScrollFrames } from './scroll'

/** 1 KB = 1,000 bytes, as Vite prints sizes. */
export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`
export const ms = (value: number): string => `${Math.round(value)} ms`
export const score = (value: number): string => value.toFixed(2)

export interface PageResults {
  bytes: PageBytes
  lighthouse: { runs: LighthouseRun[]; median: LighthouseRun }
}

export interface BenchResults {
  pages: { path: string; results: PageResults }[]
  floor: { bytes: PageBytes; ratio: number }
  /** /buses of the production build on a slow phone: heading painted → first card painted. */
  firstCard: { cpuSlowdown: number; runs: number[]; median: number }
  build: { forbiddenMarkers: string[]; jsFiles: number }
  scale: {
    busesMs: { runs: number[]; median: number }
    bookingsMs: { runs: number[]; median: number }
    bookingCardSelector: string
    scroll: ScrollFrames
    keystrokes: KeystrokeTimes
  }
}

/**
 * The performance budgets. The scale budgets are set from five runs on the shared 2-CPU machine
 * under a load average of 1 to 16 (1000 buses 1.0-2.1 s, 300 bookings 0.26-0.74 s; scrolling
 * p95 50-133 ms with 5-10 % of frames over 50 ms at 4x CPU slowdown), with headroom for its
 * noise. 1000 buses shows the first 24 cards ("Show more" adds the rest; scrolling is timed
 * with all shown). The cards no longer use content-visibility: with 1000 cards its per-frame
 * intersection checks and the layout of each card scrolling into view made 22-33 % of frames
 * exceed 50 ms; without it, 7-8 % (p95 67-100 ms), on a quiet machine. Typing in From (Event Timing, 4x CPU): keystroke medians 48-112 ms over eight runs
 * under a load average of 9 to 15, where the same typing on a 5-bus page takes 72-100 ms: the
 * machine's floor, not the list. With every card rendered the medians were 116-232 ms.
 */
export const budgets = {
  /** Initial JS of / at most this many times the stack floor's (the app's own share ≤ 10 %). */
  initialJsFloorRatio: 1.1,
  /**
   * The /buses cards follow the heading within this (aim 500 ms). They are written from the bus
   * list before the app runs (src/features/buses/early/): 550-667 ms on this 2-CPU machine,
   * where the app's own first render took 1.6-2.2 s (its code, about 140 KB gzip, takes some
   * 0.8 s to arrive at 1.6 Mbps and as long again to run at 4x CPU).
   */
  firstCardAfterHeadingMs: 900,
  performance: 0.98,
  accessibility: 1,
  bestPractices: 0.96,
  /** 0.92-0.95 s for both pages here. */
  lcpMs: 1200,
  cls: 0.02,
  busesVisibleMs: 2500,
  bookingsVisibleMs: 1500,
  scrollP95Ms: 150,
  scrollOver50Share: 0.15,
  keystrokeMedianMs: 150,
}

export interface Check {
  name: string
  value: string
  budget: string
  pass: boolean
}

function atMost(name: string, value: number, limit: number, show: (n: number) => string): Check {
  return { name, value: show(value), budget: `≤ ${show(limit)}`, pass: value <= limit }
}

function atLeast(name: string, value: number, limit: number, show: (n: number) => string): Check {
  return { name, value: show(value), budget: `≥ ${show(limit)}`, pass: value >= limit }
}

const percent = (share: number): string => `${(share * 100).toFixed(1)} %`

/** JS files a page loads that / does not load (its route chunks). */
function extraScripts(home: PageBytes, page: PageBytes): number {
  const loaded = new Set(home.scripts.map((script) => script.file))
  return page.scripts.filter((script) => !loaded.has(script.file)).length
}

export function checkBudgets({ pages, floor, firstCard, build, scale }: BenchResults): Check[] {
  const home = pages.find((page) => page.path === '/')?.results
  const checks: Check[] = []
  if (home) {
    const homeScripts = home.bytes.kinds.script.requests
    const added = pages
      .filter((page) => page.path !== '/')
      .map((page) => ({ path: page.path, count: extraScripts(home.bytes, page.results.bytes) }))
    const floorJs = floor.bytes.kinds.script.bytes
    checks.push(
      {
        ...atMost(
          'Initial JS of / (gzip)',
          home.bytes.kinds.script.bytes,
          budgets.initialJsFloorRatio * floorJs,
          kb,
        ),
        budget: `≤ ${kb(budgets.initialJsFloorRatio * floorJs)} (${budgets.initialJsFloorRatio.toFixed(2)}× floor)`,
      },
      {
        name: 'Route chunks load lazily (JS files)',
        value: [
          `/ ${homeScripts} of ${build.jsFiles}`,
          ...added.map(({ path, count }) => `${path} +${count}`),
        ].join('; '),
        budget: '/ < all; others +≥1',
        pass: homeScripts < build.jsFiles && added.every(({ count }) => count > 0),
      },
    )
  }
  checks.push(
    atMost(
      `/buses, ${firstCard.cpuSlowdown}x CPU, slow network: heading → first card`,
      firstCard.median,
      budgets.firstCardAfterHeadingMs,
      ms,
    ),
  )
  checks.push({
    name: 'No mock backend or devtools in dist',
    value: build.forbiddenMarkers.length ? build.forbiddenMarkers.join('; ') : 'none found',
    budget: 'none',
    pass: build.forbiddenMarkers.length === 0,
  })
  for (const { path, results } of pages) {
    const median = results.lighthouse.median
    checks.push(
      atLeast(`${path} Lighthouse performance`, median.performance, budgets.performance, score),
      atLeast(
        `${path} Lighthouse accessibility`,
        median.accessibility,
        budgets.accessibility,
        score,
      ),
      atLeast(
        `${path} Lighthouse best practices`,
        median.bestPractices,
        budgets.bestPractices,
        score,
      ),
      atMost(`${path} LCP`, median.lcpMs, budgets.lcpMs, ms),
      atMost(`${path} CLS`, median.cls, budgets.cls, (n) => n.toFixed(3)),
    )
  }
  const { scroll } = scale
  checks.push(
    atMost(
      `${busCount} buses: navigation → first ${busFirstPage} cards`,
      scale.busesMs.median,
      budgets.busesVisibleMs,
      ms,
    ),
    atMost(
      `${bookingCount} bookings: navigation → last card`,
      scale.bookingsMs.median,
      budgets.bookingsVisibleMs,
      ms,
    ),
    atMost(`Scroll p95 frame (${scroll.cpuSlowdown}x CPU)`, scroll.p95Ms, budgets.scrollP95Ms, ms),
    atMost(
      `Scroll frames over 50 ms (${scroll.cpuSlowdown}x CPU)`,
      scroll.over50Ms / scroll.frames,
      budgets.scrollOver50Share,
      percent,
    ),
    atMost(
      `Typing in From, ${busCount} buses: keystroke median (${scale.keystrokes.cpuSlowdown}x CPU)`,
      scale.keystrokes.keystroke.medianMs,
      budgets.keystrokeMedianMs,
      ms,
    ),
  )
  return checks
}
