import perfBudgets from './budgets.json' with { type: 'json' }
import { median } from './figures'

const { budgets: b, goals } = perfBudgets

/** A figure and its limit: a budget fails `npm run bench`, a goal or a plain figure is reported. */
export interface Check {
  figure: string
  key: string
  limit: number
  /** 'none': reported, with no limit. */
  at: 'most' | 'least' | 'none'
  goal?: boolean
  /** How the runs become the figure: their median, unless the worst run decides. */
  worst?: boolean
}

type Limit = (figure: string, key: string, limit: number) => Check
const most: Limit = (figure, key, limit) => ({ figure, key, limit, at: 'most' })
const least: Limit = (figure, key, limit) => ({ figure, key, limit, at: 'least' })
const shown = (figure: string, key: string): Check => ({ figure, key, limit: NaN, at: 'none' })
const worst = (check: Check): Check => ({ ...check, worst: true })
const goal = (check: Check): Check => ({ ...check, goal: true })

/** A page's Lighthouse budgets, under applied throttling, and the simulated round beside. */
const lighthouse = (page: string): Check[] => [
  least(`${page} Lighthouse performance`, `${page} performance`, b.performance),
  worst(least(`${page} Lighthouse performance, worst`, `${page} performance`, b.worstPerformance)),
  least(`${page} Lighthouse accessibility`, `${page} accessibility`, b.accessibility),
  least(`${page} Lighthouse best practices`, `${page} best-practices`, b.bestPractices),
  most(`${page} Lighthouse LCP (ms)`, `${page} largest-contentful-paint`, b.lcpMs),
  most(`${page} Lighthouse TBT (ms)`, `${page} total-blocking-time`, b.tbtMs),
  most(`${page} Lighthouse CLS`, `${page} cumulative-layout-shift`, b.cls),
  shown(`${page} simulated: performance`, `simulated ${page} performance`),
  shown(`${page} simulated: LCP (ms)`, `simulated ${page} largest-contentful-paint`),
]

const pages = ['/', '/buses', 'Kiswahili /', 'Kiswahili /buses']
const card = '/buses, 4× phone: first bookable card'

/** Every figure `npm run bench` prints, in its order, with its limit from perf/budgets.json. */
export const checks: Check[] = [
  shown(`${card}, floor page (ms)`, 'floor bookableMs'),
  shown(`${card} (ms)`, 'bookableMs'),
  most(`${card} ÷ the floor page`, 'bookableFloorRatio', b.bookableFloorRatio),
  shown(`${card}, returning, floor page (ms)`, 'floor repeatBookableMs'),
  shown(`${card}, returning (ms)`, 'repeatBookableMs'),
  shown(`${card}, returning ÷ the floor page`, 'repeatFloorRatio'),
  most(
    '/buses, returning: page from the network, of 5',
    'repeatPageFromNetwork',
    b.repeatPageFromNetwork,
  ),
  ...pages.map((page) => most(`${page}, 4× phone: LCP (ms)`, `lcp ${page}`, b.phoneLcpMs)),
  shown('/buses, 4× phone: LCP in the field beacon (ms)', 'beaconLcpMs'),
  shown('/buses, 4× phone: runs without a beacon, of 5', 'beaconLostRuns'),
  worst(most('/buses: beacon LCP off the observer', 'beaconLcpOff', b.beaconLcpOff)),
  most('6× phone: Book Seat tapped as it shows (ms)', 'earlyTapMs', b.earlyTapMs),
  most('6× phone: taps lost on Book Now! and Book Seat, of 10', 'lostTaps', b.lostTaps),
  most('6× phone: that tap → its prompt (ms)', 'tapToPromptMs', b.tapToPromptMs),
  shown('Initial JS of /, gzip (kB)', 'Initial JS of /'),
  most('Initial JS of / ÷ the stack floor', 'floor ratio', b.initialJsFloorRatio),
  most('Initial JS of /buses, gzip (kB)', 'Initial JS of /buses', b.initialJsBusesKb),
  most('Telemetry chunk, gzip (kB)', 'Telemetry chunk', b.telemetryChunkKb),
  ...pages.flatMap(lighthouse),
  shown('floor page /buses Lighthouse performance', 'floor page /buses performance'),
  shown('floor page /buses Lighthouse TBT (ms)', 'floor page /buses total-blocking-time'),
  most('1,000 buses: first 24 cards (ms)', 'busesVisibleMs', b.busesVisibleMs),
  most('300 bookings: last card (ms)', 'bookingsVisibleMs', b.bookingsVisibleMs),
  most('1,000 buses, 4× CPU: keystroke in From (ms)', 'keystrokeMs', b.keystrokeMedianMs),
  most('1,000 buses, 4× CPU: scrolling, p95 frame (ms)', 'scrollP95Ms', b.scrollP95Ms),
  most('1,000 buses, 4× CPU: frames > 50 ms', 'scrollOver50Share', b.scrollOver50Share),
  shown('/buses, fresh phone (kB)', 'busesKb'),
  shown('/buses, fresh phone, data saver (kB)', 'busesSaverKb'),
  most('/buses: data saver ÷ without', 'busesDataSaverRatio', b.busesDataSaverRatio),
  shown('Returning to four pages (kB)', 'returningKb'),
  worst(most('  of which JS and CSS (kB)', 'repeatScriptsAndStylesKb', b.repeatScriptsAndStylesKb)),
  goal(most(`${card} ÷ the floor page`, 'bookableFloorRatio', goals.bookableFloorRatio)),
  goal(most(`${card}, returning ÷ the floor page`, 'repeatFloorRatio', goals.repeatFloorRatio)),
  ...pages.map((page) =>
    goal(least(`${page} Lighthouse performance`, `${page} performance`, goals.performance)),
  ),
]

/** What the bench prints of each build measured beside the app (BENCH_COMPARE), by key. */
const comparedKeys = (
  'bookableMs|bookableFloorRatio|repeatBookableMs|repeatFloorRatio|lcp /buses|earlyTapMs|' +
  '/ performance|/buses performance|/buses total-blocking-time|scrollP95Ms'
).split('|')

function comparedChecks(figures: Map<string, number[]>): Check[] {
  const labels = [...figures.keys()]
    .filter((key) => key.endsWith(' bookableMs') && !key.startsWith('floor '))
    .map((key) => key.slice(0, -' bookableMs'.length))
  return labels.flatMap((label) =>
    comparedKeys.map((key) => shown(`${label}: ${key}`, `${label} ${key}`)),
  )
}

/** Each build's runs of `figure` over the floor page's, round by round, as its `ratio` figure. */
function overTheFloor(figures: Map<string, number[]>, figure: string, ratio: string): void {
  const floorRuns = figures.get(`floor ${figure}`) ?? []
  for (const key of [...figures.keys()])
    if (key.endsWith(figure) && !key.startsWith('floor '))
      figures.set(
        key.slice(0, -figure.length) + ratio,
        (figures.get(key) ?? []).map((value, round) => value / (floorRuns[round] ?? NaN)),
      )
}

const show = (value: number): string =>
  Math.abs(value) >= 10 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(2)

function verdict({ goal, at, pass }: Check & { pass: boolean }): string {
  if (goal) return pass ? 'met' : 'not yet'
  return at === 'none' ? 'reported' : pass ? 'PASS' : 'FAIL'
}

/** The table, one line per check, and the checks with their values. */
export function judge(figures: Map<string, number[]>) {
  overTheFloor(figures, 'bookableMs', 'bookableFloorRatio')
  overTheFloor(figures, 'repeatBookableMs', 'repeatFloorRatio')
  const all = [
    ...checks.filter((check) => !check.goal),
    ...comparedChecks(figures),
    ...checks.filter((check) => check.goal),
  ]
  const results = all.map((check) => {
    const runs = figures.get(check.key) ?? []
    const extreme = check.at === 'least' ? Math.min : Math.max
    const value = !runs.length ? NaN : check.worst ? extreme(...runs) : median(runs)
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
    const value = `${show(result.value)}${result.worst ? ' (worst)' : ''}`
    const runs = result.runs.length > 1 ? result.runs.map(show).join(' ') : ''
    lines.push(
      `${result.figure.padEnd(width)}  ${value.padStart(8)}  ${limit.padStart(10)}  ${verdict(result).padEnd(12)}  ${runs}`,
    )
  }
  return { results, table: lines.join('\n') }
}
