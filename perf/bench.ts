import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { judge } from './bench-checks'
import { median, type Figure } from './figures'
import { apiUrl, benchDist, kiswahiliAppUrl } from './servers'

/**
 * `npm run bench`: builds the production app for an API on another origin, then runs the
 * performance project (Playwright), size-limit and Lighthouse CI, and prints one table:
 * figure, median, budget. Exit code 1 past a budget (perf/budgets.json); goals are reported.
 * Every tool is the locked one in node_modules/.bin, so nothing is fetched: the bench runs with
 * the registry unreachable. A tool that did not run (or left no results) fails the bench by
 * name, and the table still shows every other figure.
 */
const load = () => loadavg()[0]?.toFixed(1)
/**
 * Waits, at most two minutes, until the load average is under the number of cores: on a busy
 * machine every main-thread figure (TBT above all) grows several times. In CI the bench follows
 * the browser tests, whose load takes a minute or two to fade.
 */
async function settle(): Promise<void> {
  const started = Date.now()
  const before = load()
  while ((loadavg()[0] ?? 0) >= availableParallelism() && Date.now() - started < 120_000)
    await new Promise((resolve) => setTimeout(resolve, 5_000))
  const waited = Math.round((Date.now() - started) / 1000)
  if (waited > 0)
    console.error(
      `bench: waited ${waited} s for the machine to settle (load ${before} → ${load()})`,
    )
}
function run([tool = '', ...args]: string[], env: Record<string, string> = {}, capture = false) {
  console.error(`\n=== bench: ${tool} ${args.join(' ')}`)
  const result = spawnSync(`node_modules/.bin/${tool}`, args, {
    env: { ...process.env, ...env },
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  })
  if (result.error) console.error(`bench: ${tool} could not start: ${result.error.message}`)
  return { passed: result.status === 0, stdout: result.stdout ?? '' }
}
const notRun: string[] = []
/** Reads a tool's results; a tool that left none is named in the verdict. False then. */
function collect(tool: string, read: () => void): boolean {
  try {
    read()
    return true
  } catch (error) {
    notRun.push(`${tool} did not run`)
    console.error(`bench: no results from ${tool}: ${(error as Error).message}`)
    return false
  }
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T

const buildEnv = { VITE_API_BASE_URL: apiUrl, VITE_API_MOCKING: 'false' }
for (const args of [
  ['vite', 'build', '--outDir', benchDist, '--emptyOutDir', '--logLevel', 'warn'],
  ['tsx', 'scripts/prerender.ts', benchDist],
]) {
  if (!run(args, buildEnv).passed) throw new Error(`${args.join(' ')} failed`)
}

await settle()
const loadAtStart = load()
const figures = new Map<string, number[]>()
// A report left by an earlier run must not stand in for this one.
rmSync('bench-results/perf.json', { force: true })
const perf = run(['playwright', 'test', '-c', 'perf/playwright.config.ts'])
type Results = { annotations: { type: string; description?: string }[] }[]
type Suite = { specs: { tests: { results: Results }[] }[] }
const perfRan = collect('the Playwright performance project', () => {
  for (const suite of readJson<{ suites: Suite[] }>('bench-results/perf.json').suites)
    for (const test of suite.specs.flatMap((spec) => spec.tests))
      for (const note of test.results.flatMap((result) => result.annotations))
        if (note.type === 'figure') {
          const { key, runs } = JSON.parse(note.description ?? '{}') as Figure
          // A run that measured nothing was written as null (JSON has no NaN).
          figures.set(
            key,
            runs.map((run: number | null) => run ?? Number.NaN),
          )
        }
})

// The /buses step of the journey: its bytes with the data saver, as a share of those without.
const busesKb = (key: string) => median(figures.get(key) ?? [])
figures.set('busesDataSaverRatio', [busesKb('busesStepSaverKb') / busesKb('busesStepKb')])

const sizes = run(['size-limit', '--json'], {}, true)
const sizesRan = collect('size-limit', () => {
  for (const { name, size } of JSON.parse(sizes.stdout) as { name: string; size: number }[])
    figures.set(name, [size / 1000])
})
const [home, floor] = ['Initial JS of /', 'Stack floor'].map((key) => figures.get(key)?.[0] ?? NaN)
figures.set('floor ratio', [(home ?? NaN) / (floor ?? NaN)])

rmSync('.lighthouseci', { recursive: true, force: true })
await settle()
const lighthouse = run(['lhci', 'autorun'])
interface Lhr {
  requestedUrl: string
  categories: Record<string, { score: number }>
  audits: Record<string, { numericValue: number }>
}
const add = (key: string, value: number) => figures.set(key, [...(figures.get(key) ?? []), value])
const lighthouseRan = collect('Lighthouse CI', () => {
  const reports = (existsSync('.lighthouseci') ? readdirSync('.lighthouseci') : [])
    .filter((file) => /^lhr-.*\.json$/.test(file))
    .map((file) => readJson<Lhr>(`.lighthouseci/${file}`))
  if (reports.length === 0) throw new Error('no Lighthouse report in .lighthouseci/')
  for (const report of reports) {
    const url = new URL(report.requestedUrl)
    const path = `${url.origin === kiswahiliAppUrl ? 'Kiswahili ' : ''}${url.pathname}`
    for (const [name, category] of Object.entries(report.categories))
      add(`${path} ${name}`, category.score)
    for (const audit of [
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ])
      add(`${path} ${audit}`, report.audits[audit]?.numericValue ?? NaN)
  }
})

const { results, table } = judge(figures)
console.log(
  `\nMatatu performance, ${new Date().toISOString()}; load average ${loadAtStart} → ${load()}`,
)
console.log(table)
writeFileSync('bench-results/bench.json', JSON.stringify({ loadAtStart, results }, null, 2) + '\n')
const failed = [
  ...notRun,
  ...results.filter((result) => !result.goal && !result.pass).map((result) => result.figure),
  ...(perf.passed || !perfRan ? [] : ['a performance test failed']),
  ...(sizes.passed || !sizesRan ? [] : ['size-limit']),
  ...(lighthouse.passed || !lighthouseRan ? [] : ['Lighthouse CI assertions']),
]
console.log(failed.length ? `\nbudgets FAILED: ${failed.join('; ')}` : '\nAll budgets pass.')
process.exitCode = failed.length ? 1 : 0
