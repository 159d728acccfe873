import { mkdir, writeFile } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import { checkBudgets, type BenchResults, type PageResults } from './bench/budgets'
import { launchBrowser } from './bench/browser'
import { buildApp, countJsFiles, findForbiddenMarkers } from './bench/build'
import { measureBytes, type PageBytes } from './bench/bytes'
import { firstCardsCpuSlowdown, timeFirstCardAfterHeading } from './bench/first-cards'
import { buildFloor } from './bench/floor'
import { findLighthouse, runLighthouse } from './bench/lighthouse'
import { median, medianRun, type LighthouseRun } from './bench/lighthouse-report'
import { startMockApi } from './bench/mock-api'
import { stopAll } from './bench/processes'
import { measureKeystrokes } from './bench/keystrokes'
import { formatReport } from './bench/report'
import { bookingCardSelector, mockApiBaseUrl, timeBookings, timeBuses } from './bench/scale'
import { measureScroll } from './bench/scroll'
import { serveStatic } from './bench/static-server'

/**
 * `npm run bench`: production build (mocking off) served gzipped; bytes loaded first, the
 * stack's floor, Lighthouse and the 1000-bus / 300-booking scenarios. Exit code 1 past a budget.
 * Output: this report on stdout, progress on stderr, bench-results/bench.json.
 */
const out = 'bench-results'
const ports = { app: 4890, floor: 4891, mockApp: 4892, api: 4895 }
const pagePaths = ['/', '/buses']
/** Lighthouse runs per page: the median of five shrugs off two runs hit by a busy machine. */
const lighthouseRuns = 5
const scaleRuns = 3

const started = performance.now()
const progress = (text: string) =>
  console.error(
    `[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${text}`,
  )

async function repeat<T>(times: number, task: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let run = 1; run <= times; run++) results.push(await task(run))
  return results
}

const cleanups: (() => Promise<void>)[] = []
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
  stopAll()
}

async function measure(): Promise<BenchResults> {
  await mkdir(`${out}/lighthouse`, { recursive: true })
  progress(`starting the mock API on :${ports.api}`)
  const api = await startMockApi(ports.api)
  cleanups.push(() => api.stop())
  progress('building: production (mocking off), mock-enabled, stack floor')
  await buildApp({ mocking: false, apiBaseUrl: api.url, outDir: `${out}/dist` })
  await buildApp({ mocking: true, apiBaseUrl: mockApiBaseUrl, outDir: `${out}/dist-mock` })
  await buildFloor(`${out}/floor`)
  const build = {
    forbiddenMarkers: await findForbiddenMarkers(`${out}/dist`),
    jsFiles: await countJsFiles(`${out}/dist`),
  }

  const app = await serveStatic(`${out}/dist`, ports.app)
  const floorApp = await serveStatic(`${out}/floor`, ports.floor)
  const mockApp = await serveStatic(`${out}/dist-mock`, ports.mockApp)
  cleanups.push(app.close, floorApp.close, mockApp.close)

  const browser = await launchBrowser()
  cleanups.push(() => browser.close())
  progress('measuring bytes loaded first')
  const bytes = new Map<string, PageBytes>()
  for (const path of pagePaths) {
    await api.reset()
    bytes.set(path, await measureBytes(browser, app.url + path, api.url))
  }
  const floorBytes = await measureBytes(browser, `${floorApp.url}/`, api.url)
  progress(`timing ${scaleRuns}x /buses on a slow phone: heading → first card`)
  const firstCardRuns = await repeat(scaleRuns, async () => {
    await api.reset()
    return timeFirstCardAfterHeading(browser, app.url)
  })
  progress(`timing ${scaleRuns}x 1000 buses and ${scaleRuns}x 300 bookings, scrolling, typing`)
  const busesRuns = await repeat(scaleRuns, () => timeBuses(browser, mockApp.url))
  const bookingsRuns = await repeat(scaleRuns, () => timeBookings(browser, mockApp.url))
  const scroll = await measureScroll(browser, mockApp.url)
  const keystrokes = await measureKeystrokes(browser, mockApp.url)
  await browser.close()

  const lighthouse = await findLighthouse()
  const pages: { path: string; results: PageResults }[] = []
  for (const path of pagePaths) {
    const runs: LighthouseRun[] = await repeat(lighthouseRuns, async (run) => {
      progress(`Lighthouse ${path} run ${run} of ${lighthouseRuns}`)
      await api.reset()
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
      return runLighthouse(lighthouse, app.url + path, `${out}/lighthouse/${name}-${run}.json`)
    })
    const pageBytes = bytes.get(path)
    if (!pageBytes) throw new Error(`No byte figures for ${path}`)
    pages.push({
      path,
      results: { bytes: pageBytes, lighthouse: { runs, median: medianRun(runs) } },
    })
  }

  const homeJs = bytes.get('/')?.kinds.script.bytes ?? Number.NaN
  return {
    pages,
    floor: { bytes: floorBytes, ratio: homeJs / floorBytes.kinds.script.bytes },
    firstCard: {
      cpuSlowdown: firstCardsCpuSlowdown,
      runs: firstCardRuns,
      median: median(firstCardRuns),
    },
    build,
    scale: {
      busesMs: { runs: busesRuns, median: median(busesRuns) },
      bookingsMs: { runs: bookingsRuns, median: median(bookingsRuns) },
      bookingCardSelector,
      scroll,
      keystrokes,
    },
  }
}

async function main(): Promise<void> {
  const load = () => loadavg()[0]?.toFixed(1)
  const loadAtStart = load()
  const date = new Date().toISOString()
  let results: BenchResults
  try {
    results = await measure()
  } finally {
    await cleanUp()
  }
  const checks = checkBudgets(results)
  const durationS = Math.round((performance.now() - started) / 1000)
  const machine = `${availableParallelism()} CPUs, load average ${loadAtStart} → ${load()}`
  const header = `Matatu performance benchmark, ${date}, ${durationS} s (${machine}; 1 KB = 1000 B)`
  console.log(formatReport(results, checks, header))
  await writeFile(
    `${out}/bench.json`,
    JSON.stringify({ date, machine, durationS, ...results, checks }, null, 2) + '\n',
  )
  const failed = checks.filter((check) => !check.pass)
  console.log(
    failed.length
      ? `\n${failed.length} of ${checks.length} budgets FAILED. Figures in ${out}/bench.json.`
      : `\nAll ${checks.length} budgets pass. Figures in ${out}/bench.json.`,
  )
  process.exitCode = failed.length ? 1 : 0
}

main().catch(async (error: unknown) => {
  console.error(error)
  await cleanUp()
  process.exit(1)
})
