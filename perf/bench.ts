import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { judge } from './bench-checks'
import { median, type Figure } from './figures'
import { apiUrl, benchDist } from './servers'

/**
 * `npm run bench`: builds the production app for an API on another origin, then runs the
 * performance project (Playwright), size-limit and Lighthouse CI, and prints one table:
 * figure, median, budget. Exit code 1 past a budget (perf/budgets.json); goals are reported.
 */
const load = () => loadavg()[0]?.toFixed(1)
const loadAtStart = load()
function run(args: string[], env: Record<string, string> = {}, capture = false) {
  console.error(`\n=== bench: npx ${args.join(' ')}`)
  const result = spawnSync('npx', args, {
    env: { ...process.env, ...env },
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  })
  return { passed: result.status === 0, stdout: result.stdout ?? '' }
}
const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T

const buildEnv = { VITE_API_BASE_URL: apiUrl, VITE_API_MOCKING: 'false' }
for (const args of [
  ['vite', 'build', '--outDir', benchDist, '--emptyOutDir', '--logLevel', 'warn'],
  ['tsx', 'scripts/prerender.ts', benchDist],
]) {
  if (!run(args, buildEnv).passed) throw new Error(`npx ${args.join(' ')} failed`)
}

const figures = new Map<string, number[]>()
const perf = run(['playwright', 'test', '-c', 'perf/playwright.config.ts'])
type Results = { annotations: { type: string; description?: string }[] }[]
type Suite = { specs: { tests: { results: Results }[] }[] }
for (const suite of readJson<{ suites: Suite[] }>('bench-results/perf.json').suites)
  for (const test of suite.specs.flatMap((spec) => spec.tests))
    for (const note of test.results.flatMap((result) => result.annotations))
      if (note.type === 'figure') {
        const { key, runs } = JSON.parse(note.description ?? '{}') as Figure
        figures.set(key, runs)
      }

// The /buses step of the journey: its bytes with the data saver, as a share of those without.
const busesKb = (key: string) => median(figures.get(key) ?? [])
figures.set('busesDataSaverRatio', [busesKb('busesStepSaverKb') / busesKb('busesStepKb')])

const sizes = run(['size-limit', '--json'], {}, true)
for (const { name, size } of JSON.parse(sizes.stdout) as { name: string; size: number }[])
  figures.set(name, [size / 1000])
const [home, floor] = ['Initial JS of /', 'Stack floor'].map((key) => figures.get(key)?.[0] ?? NaN)
figures.set('floor ratio', [(home ?? NaN) / (floor ?? NaN)])

rmSync('.lighthouseci', { recursive: true, force: true })
const lighthouse = run(['--yes', '@lhci/cli@0.15.1', 'autorun'])
interface Lhr {
  requestedUrl: string
  categories: Record<string, { score: number }>
  audits: Record<string, { numericValue: number }>
}
const reports = readdirSync('.lighthouseci')
  .filter((file) => /^lhr-.*\.json$/.test(file))
  .map((file) => readJson<Lhr>(`.lighthouseci/${file}`))
const add = (key: string, value: number) => figures.set(key, [...(figures.get(key) ?? []), value])
for (const report of reports) {
  const path = new URL(report.requestedUrl).pathname
  for (const [name, category] of Object.entries(report.categories))
    add(`${path} ${name}`, category.score)
  for (const audit of [
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ])
    add(`${path} ${audit}`, report.audits[audit]?.numericValue ?? NaN)
}

const { results, table } = judge(figures)
console.log(
  `\nMatatu performance, ${new Date().toISOString()}; load average ${loadAtStart} → ${load()}`,
)
console.log(table)
writeFileSync('bench-results/bench.json', JSON.stringify({ loadAtStart, results }, null, 2) + '\n')
const failed = [
  ...results.filter((result) => !result.goal && !result.pass).map((result) => result.figure),
  ...(perf.passed ? [] : ['a performance test failed']),
  ...(sizes.passed ? [] : ['size-limit']),
  ...(lighthouse.passed ? [] : ['Lighthouse CI assertions']),
]
console.log(failed.length ? `\nbudgets FAILED: ${failed.join('; ')}` : '\nAll budgets pass.')
process.exitCode = failed.length ? 1 : 0
