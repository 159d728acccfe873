import perfBudgets from './budgets.json' with { type: 'json' }
import { median, type PhaseTable } from './figures'

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

const floorLighthouse = (): Check[] => [
  reported('floor page /buses Lighthouse performance', 'floor page /buses performance'),
  reported('floor page /buses LCP (ms)', 'floor page /buses largest-contentful-paint'),
  reported('floor page /buses TBT (ms)', 'floor page /buses total-blocking-time'),
]

const bookable = '/buses, 4× phone: navigation → first bookable card (ms)'
const ratio = '/buses, 4× phone: first bookable card ÷ the floor page'
const repeat = '/buses, 4× phone, returning: heading → first bookable card (ms)'
const repeatNavigation = '/buses, 4× phone, returning: navigation → first bookable card (ms)'

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

/**
 * Field telemetry beside the lab: the LCP the app's beacon sent from each first visit to /buses
 * on the phone, the LCP the same page's PerformanceObserver read, and Lighthouse's lab LCP (its
 * own throttling, so for information only).
 */
function fieldLcpChecks(): Check[] {
  return [
    reported('/buses, 4× phone: LCP by PerformanceObserver (ms)', 'observerLcpMs'),
    reported('/buses, 4× phone: LCP in the field beacon (ms)', 'beaconLcpMs'),
    reported('/buses, 4× phone: runs with no LCP beacon within 15 s, of 5', 'beaconLostRuns'),
    {
      ...most(
        '/buses, 4× phone: beacon LCP off the observer, worst run',
        'beaconLcpOff',
        budgets.beaconLcpOff,
      ),
      of: (runs) => Math.max(...runs),
    },
    reported('/buses Lighthouse lab LCP, for information (ms)', '/buses largest-contentful-paint'),
  ]
}

/** Every figure `npm run bench` prints, in its order, with its limit from perf/budgets.json. */
export const checks: Check[] = [
  most('Initial JS of /, gzip (kB)', 'Initial JS of /', budgets.initialJsHomeKb),
  most('Initial JS of / ÷ the stack floor', 'floor ratio', budgets.initialJsFloorRatio),
  most('Initial JS of /buses, gzip (kB)', 'Initial JS of /buses', budgets.initialJsBusesKb),
  ...lighthouse('/'),
  ...lighthouse('/buses'),
  // The same budgets for the pages a Kiswahili browser gets (perf/lighthouse.ts).
  ...lighthouse('Kiswahili /'),
  ...lighthouse('Kiswahili /buses'),
  ...floorLighthouse(),
  most('/buses TBT (ms)', '/buses total-blocking-time', budgets.busesTbtMs),
  reported("/buses TBT over the floor page's (ms)", '/buses TBT over the floor'),
  most('Kiswahili /buses TBT (ms)', 'Kiswahili /buses total-blocking-time', budgets.busesTbtMs),
  reported(
    "Kiswahili /buses TBT over the floor page's (ms)",
    'Kiswahili /buses TBT over the floor',
  ),
  reported('floor page: navigation → first bookable card (ms)', 'floor bookableMs'),
  reported(bookable, 'bookableMs'),
  reported(ratio, 'bookableFloorRatio'),
  most(
    '/buses, 4× phone: heading → first bookable card (ms)',
    'headingToBookableMs',
    budgets.headingToBookableMs,
  ),
  reported(repeat, 'repeatHeadingToBookableMs'),
  reported(
    'floor page, returning (its code cached): navigation → first bookable card (ms)',
    'floor repeatNavigationToBookableMs',
  ),
  reported(repeatNavigation, 'repeatNavigationToBookableMs'),
  reported(
    '/buses, 4× phone, returning: navigation → first bookable card ÷ the floor page',
    'repeatNavigationFloorRatio',
  ),
  most(
    '/buses, 4× phone: tap on Book Seat → prompt, fresh list (ms)',
    'tapToPromptFreshMs',
    budgets.tapToPromptFreshMs,
  ),
  reported('/buses, 4× phone: tap on Book Seat → prompt, stale list (ms)', 'tapToPromptStaleMs'),
  most('/, 4× phone: layout shift from the first paint', 'homeLayoutShift', budgets.layoutShift),
  most(
    '/buses, 4× phone: layout shift from the first paint',
    'busesLayoutShift',
    budgets.layoutShift,
  ),
  most('6× phone: taps lost before the app starts, of 10', 'lostTaps', budgets.lostTaps),
  ...fieldLcpChecks(),
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
  goal(most(ratio, 'bookableFloorRatio', goals.bookableFloorRatio)),
  goal(most(repeat, 'repeatHeadingToBookableMs', goals.repeatHeadingToBookableMs)),
]

/**
 * Builds measured beside the app (perf/servers.ts, BENCH_COMPARE): their figures are reported
 * under the app's, for side-by-side evidence.
 */
function comparedChecks(figures: Map<string, number[]>): Check[] {
  const labels = [...figures.keys()]
    .filter((key) => key.endsWith(' bookableMs') && !key.startsWith('floor '))
    .map((key) => key.slice(0, -' bookableMs'.length))
  return labels.flatMap((label) => [
    reported(`${label}: navigation → first bookable card (ms)`, `${label} bookableMs`),
    reported(`${label}: first bookable card ÷ the floor page`, `${label} bookableFloorRatio`),
    reported(
      `${label}: returning, heading → first bookable card (ms)`,
      `${label} repeatHeadingToBookableMs`,
    ),
    reported(
      `${label}: returning, navigation → first bookable card (ms)`,
      `${label} repeatNavigationToBookableMs`,
    ),
    reported(
      `${label}: returning, navigation → first bookable card ÷ the floor page`,
      `${label} repeatNavigationFloorRatio`,
    ),
    reported(`${label}: returning, page from the network, of 5`, `${label} repeatPageFromNetwork`),
    reported(`${label}: / LCP (ms)`, `${label} / largest-contentful-paint`),
    reported(`${label}: /buses LCP (ms)`, `${label} /buses largest-contentful-paint`),
    reported(`${label}: /buses TBT (ms)`, `${label} /buses total-blocking-time`),
    reported(`${label}: scrolling 1,000 buses, p95 frame (ms)`, `${label} scrollP95Ms`),
    reported(
      `${label}: scrolling 1,000 buses, share of frames > 50 ms`,
      `${label} scrollOver50Share`,
    ),
    reported(
      `${label}: /buses TBT over the floor page's (ms)`,
      `${label} /buses TBT over the floor`,
    ),
  ])
}

/** Pairs of runs measured side by side (one round each): their ratios, or their differences. */
function paired(a: number[] = [], b: number[] = [], combine: (x: number, y: number) => number) {
  return a.map((value, index) => combine(value, b[index] ?? Number.NaN))
}

/** Each build's runs of `figure` over the floor page's, round by round, as its `ratio` figure. */
function overTheFloor(figures: Map<string, number[]>, figure: string, ratio: string): void {
  const floorRuns = figures.get(`floor ${figure}`)
  for (const key of [...figures.keys()])
    if (key.endsWith(figure) && !key.startsWith('floor '))
      figures.set(
        key.slice(0, -figure.length) + ratio,
        paired(figures.get(key), floorRuns, (x, y) => x / y),
      )
}

/**
 * Figures made of others: a build's first card over the floor page's (first and returning
 * visits), /buses TBT over the floor's.
 */
function derive(figures: Map<string, number[]>): void {
  overTheFloor(figures, 'bookableMs', 'bookableFloorRatio')
  overTheFloor(figures, 'repeatNavigationToBookableMs', 'repeatNavigationFloorRatio')
  const floorTbt = figures.get('floor page /buses total-blocking-time')
  const pages = [...figures.keys()]
    .filter((key) => key.endsWith('/buses total-blocking-time') && !key.startsWith('floor '))
    .map((key) => key.slice(0, -' total-blocking-time'.length))
  for (const page of pages)
    figures.set(
      `${page} TBT over the floor`,
      paired(figures.get(`${page} total-blocking-time`), floorTbt, (x, y) => x - y),
    )
}

const show = (value: number): string =>
  Math.abs(value) >= 10 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(2)

/** The table, one line per check, and the checks with their values. */
export function judge(figures: Map<string, number[]>) {
  derive(figures)
  const all = [
    ...checks.filter((check) => !check.goal),
    ...comparedChecks(figures),
    ...checks.filter((check) => check.goal),
  ]
  const results = all.map((check) => {
    const runs = figures.get(check.key) ?? []
    const value = runs.length ? (check.of ?? median)(runs) : Number.NaN
    const pass =
      check.at === 'none' || (check.at === 'most' ? value <= check.limit : value >= check.limit)
    return { ...check, runs, value, pass }
  })
  const width = Math.max(...all.map((check) => check.figure.length))
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

const phaseColumns: [keyof PhaseTable['runs'][number]['phases'], string][] = [
  ['responseStart', 'response'],
  ['heading', 'heading'],
  ['pageJsDownloaded', 'page JS in'],
  ['appStart', 'app start'],
  ['savedDataRestored', 'restored'],
  ['routeLoaded', 'route'],
  ['hydrated', 'hydrated'],
  ['bookable', 'bookable'],
]

/** The phases of start-up, one row per run, ms from navigation (docs/performance.md). */
export function phaseTables(tables: PhaseTable[]): string {
  const cell = (value: number | null | undefined) =>
    (typeof value === 'number' && Number.isFinite(value) ? value.toFixed(0) : '—').padStart(11)
  return tables
    .map((table) =>
      [
        `\n${table.title} (ms from navigation; longest scripts in long animation frames before the card)`,
        `run ${phaseColumns.map(([, name]) => name.padStart(11)).join('')}  longest scripts`,
        ...table.runs.map(
          (run, index) =>
            `${String(index + 1).padEnd(3)} ${phaseColumns.map(([key]) => cell(run.phases[key])).join('')}  ` +
            run.longestScripts.map((script) => `${script.file} ${script.ms.toFixed(0)}`).join(', '),
        ),
      ].join('\n'),
    )
    .join('\n')
}
