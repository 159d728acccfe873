import perfBudgets from './budgets.json' with { type: 'json' }
import { median } from './figures'

const { budgets, goals } = perfBudgets

/** A figure held to a limit: a budget fails `npm run bench`, a goal is only reported. */
export interface Check {
  figure: string
  key: string
  limit: number
  /** 'none': a figure that is only reported, with no limit. */
  at: 'most' | 'least' | 'none'
  goal?: boolean
  /** How the runs become the figure: their median unless said otherwise. */
  of?: (runs: number[]) => number
}

const most = (figure: string, key: string, limit: number): Check => ({
  figure,
  key,
  limit,
  at: 'most',
})
const least = (figure: string, key: string, limit: number): Check => ({
  figure,
  key,
  limit,
  at: 'least',
})
const goal = (check: Check): Check => ({ ...check, goal: true })
const reported = (figure: string, key: string): Check => ({ figure, key, limit: NaN, at: 'none' })

const lighthouse = (path: string): Check[] => [
  least(`${path} Lighthouse performance`, `${path} performance`, budgets.performance),
  {
    ...least(
      `${path} Lighthouse performance, worst run`,
      `${path} performance`,
      budgets.worstPerformance,
    ),
    of: (runs) => Math.min(...runs),
  },
  least(`${path} Lighthouse accessibility`, `${path} accessibility`, budgets.accessibility),
  least(`${path} Lighthouse best practices`, `${path} best-practices`, budgets.bestPractices),
  most(`${path} LCP (ms)`, `${path} largest-contentful-paint`, budgets.lcpMs),
  most(`${path} CLS`, `${path} cumulative-layout-shift`, budgets.cls),
]

const readable = '/buses, 4× phone: heading → first readable card (ms)'
const bookable = '/buses, 4× phone: heading → first bookable card (ms)'

const repeatReadable = '/buses, 4× phone, returning: heading → first readable card (ms)'

/** The booking journey's bytes (perf/journey-bytes.perf.ts), fresh and repeat, precache apart. */
function journeyChecks(): Check[] {
  const journey = 'Journey Home → ticket, 360×740'
  return [
    reported(`${journey}, fresh phone (kB)`, 'journeyFreshKb'),
    reported(`${journey}, fresh phone, data saver (kB)`, 'journeyFreshSaverKb'),
    reported(`  of which the service worker's precache (kB)`, 'precacheKb'),
    reported(`${journey}, repeat visit (kB)`, 'journeyRepeatKb'),
    reported(`${journey}, repeat visit, data saver (kB)`, 'journeyRepeatSaverKb'),
    {
      ...most(
        'Repeat visit: JS and CSS downloaded again (kB)',
        'repeatScriptsAndStylesKb',
        budgets.repeatScriptsAndStylesKb,
      ),
      of: (runs) => Math.max(...runs),
    },
    most(
      'Journey: /buses with the data saver ÷ without',
      'busesDataSaverRatio',
      budgets.busesDataSaverRatio,
    ),
  ]
}

/** Every figure `npm run bench` prints, in its order, with its limit from perf/budgets.json. */
export const checks: Check[] = [
  most('Initial JS of /, gzip (kB)', 'Initial JS of /', budgets.initialJsHomeKb),
  most('Initial JS of / ÷ the stack floor', 'floor ratio', budgets.initialJsFloorRatio),
  most('Initial JS of /buses, gzip (kB)', 'Initial JS of /buses', budgets.initialJsBusesKb),
  ...lighthouse('/'),
  ...lighthouse('/buses'),
  most('/buses TBT (ms)', '/buses total-blocking-time', budgets.busesTbtMs),
  // The same budgets for the pages a Kiswahili browser gets (perf/servers.ts).
  ...lighthouse('Kiswahili /'),
  ...lighthouse('Kiswahili /buses'),
  most('Kiswahili /buses TBT (ms)', 'Kiswahili /buses total-blocking-time', budgets.busesTbtMs),
  most(readable, 'firstReadableCardMs', budgets.firstReadableCardMs),
  most(bookable, 'firstBookableCardMs', budgets.firstBookableCardMs),
  most('/, 4× phone: layout shift from the first paint', 'homeLayoutShift', budgets.layoutShift),
  most(
    '/buses, 4× phone: layout shift from the first paint',
    'busesLayoutShift',
    budgets.layoutShift,
  ),
  most('/, 6× phone: taps on Book Now! lost, of 5', 'lostTaps', budgets.lostTaps),
  most('1,000 buses: navigation → first 24 cards (ms)', 'busesVisibleMs', budgets.busesVisibleMs),
  most('300 bookings: navigation → last card (ms)', 'bookingsVisibleMs', budgets.bookingsVisibleMs),
  most(
    'Typing in From, 1,000 buses, 4× CPU: keystroke (ms)',
    'keystrokeMs',
    budgets.keystrokeMedianMs,
  ),
  most('Scrolling 1,000 buses, 4× CPU: p95 frame (ms)', 'scrollP95Ms', budgets.scrollP95Ms),
  most(
    'Scrolling 1,000 buses, 4× CPU: share of frames > 50 ms',
    'scrollOver50Share',
    budgets.scrollOver50Share,
  ),
  most(
    '/buses, 4× phone, returning: page from the network, of 5',
    'repeatPageFromNetwork',
    budgets.repeatPageFromNetwork,
  ),
  ...journeyChecks(),
  goal(most(readable, 'firstReadableCardMs', goals.firstReadableCardMs)),
  goal(most(repeatReadable, 'repeatFirstReadableCardMs', goals.repeatFirstReadableCardMs)),
]

const show = (value: number): string =>
  Math.abs(value) >= 10 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(2)

/** The table, one line per check, and the checks with their values. */
export function judge(figures: Map<string, number[]>) {
  const results = checks.map((check) => {
    const runs = figures.get(check.key) ?? []
    const value = runs.length ? (check.of ?? median)(runs) : Number.NaN
    const pass =
      check.at === 'none' || (check.at === 'most' ? value <= check.limit : value >= check.limit)
    return { ...check, runs, value, pass }
  })
  const width = Math.max(...checks.map((check) => check.figure.length))
  const lines = [`${'figure'.padEnd(width)}    median      budget  result        runs`]
  for (const result of results) {
    if (result === results.find((r) => r.goal)) lines.push('Goals (reported, never failed):')
    const limit =
      result.at === 'none' ? '' : `${result.at === 'most' ? '≤' : '≥'} ${show(result.limit)}`
    const verdict = result.goal
      ? result.pass
        ? 'met'
        : 'not yet'
      : result.at === 'none'
        ? 'reported'
        : result.pass
          ? 'PASS'
          : 'FAIL'
    const value = `${show(result.value)}${result.of ? ` (${result.at === 'most' ? 'max' : 'min'})` : ''}`
    const runs = result.runs.length > 1 ? result.runs.map(show).join(' ') : ''
    lines.push(
      `${result.figure.padEnd(width)}  ${value.padStart(8)}  ${limit.padStart(10)}  ${verdict.padEnd(12)}  ${runs}`,
    )
  }
  return { results, table: lines.join('\n') }
}
