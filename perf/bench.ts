import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadavg } from 'node:os'
import { judge } from './bench-checks'
import { figuresFile, median, type Figure } from './figures'
import { buildFloorPage } from './floor/build'
import { benchBeaconsFile } from './field-beacons'
import { collectLighthouse, lighthouseTargets, type LighthouseReport } from './lighthouse'
import { apiUrl, app, benchBuildEnv, floor } from './servers'

/**
 * `npm run bench`: builds the production app and the floor page for an API on another origin,
 * serves them (perf/serve.ts), runs the performance project (Playwright), size-limit and
 * Lighthouse CI, and prints one table (figure, median, budget). Exit
 * code 1 past a budget (perf/budgets.json); goals are reported. Every tool is the locked one in
 * node_modules/.bin: the bench runs with the registry unreachable. A tool that left no results
 * fails the bench by name, and the table still shows every other figure.
 */
const load = () => loadavg()[0] ?? 0

/**
 * Waits, at most five minutes, until the load average is under 1: on a busy machine every
 * main-thread figure grows several times (in CI the bench follows the browser tests).
 */
async function settle(): Promise<string> {
  const started = Date.now()
  const before = load()
  while (load() >= 1 && Date.now() - started < 300_000)
    await new Promise((resolve) => setTimeout(resolve, 5_000))
  const waited = Math.round((Date.now() - started) / 1000)
  const reached = `load ${before.toFixed(2)} → ${load().toFixed(2)} after ${waited} s`
  console.error(`bench: settled: ${reached}${load() >= 1 ? ' (measuring anyway)' : ''}`)
  return reached
}

function run([tool = '', ...args]: string[], env: Record<string, string> = {}, capture = false) {
  console.error(`\n=== bench: ${tool} ${args.join(' ')}`)
  const result = spawnSync(`node_modules/.bin/${tool}`, args, {
    env: { ...process.env, ...env },
    stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
  })
  return { passed: result.status === 0, stdout: result.stdout ?? '' }
}
const failed: string[] = []
/** Reads a tool's results; a tool that left none is named in the verdict. */
function collect(tool: string, read: () => void): void {
  try {
    read()
  } catch (error) {
    failed.push(`${tool} did not run`)
    console.error(`bench: no results from ${tool}: ${(error as Error).message}`)
  }
}

for (const args of [
  ['vite', 'build', '--outDir', app.dist, '--emptyOutDir', '--logLevel', 'warn'],
  ['tsx', 'scripts/prerender.ts', app.dist],
])
  if (!run(args, benchBuildEnv).passed) throw new Error(`${args.join(' ')} failed`)
await buildFloorPage(resolve(floor.dist), apiUrl)
const servers = spawn('node_modules/.bin/tsx', ['perf/serve.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((ready, fail) => {
  servers.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready())
  servers.on('exit', () => fail(new Error('perf/serve.ts stopped before it was ready')))
})

const settledAtStart = await settle()
const figures = new Map<string, number[]>()
const add = (key: string, value: number) => figures.set(key, [...(figures.get(key) ?? []), value])
// Figures left by an earlier run must not stand in for this one's.
rmSync(figuresFile, { force: true })
rmSync(benchBeaconsFile, { force: true })
if (!run(['playwright', 'test', '-c', 'perf/playwright.config.ts']).passed)
  failed.push('a performance test failed')
collect('the Playwright performance project', () => {
  for (const line of readFileSync(figuresFile, 'utf8').trim().split('\n')) {
    const { key, runs } = JSON.parse(line) as Figure
    figures.set(
      key,
      runs.map((value) => value ?? NaN),
    )
  }
})
const kb = (key: string) => median(figures.get(key) ?? [])
figures.set('busesDataSaverRatio', [kb('busesSaverKb') / kb('busesKb')])

const sizes = run(['size-limit', '--json'], {}, true)
if (!sizes.passed) failed.push('size-limit')
collect('size-limit', () => {
  for (const { name, size } of JSON.parse(sizes.stdout) as { name: string; size: number }[])
    figures.set(name, [size / 1000])
})
figures.set('floor ratio', [kb('Initial JS of /') / kb('Stack floor')])

const settledForLighthouse = await settle()
const audits = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
const addReports = (reports: Map<string, LighthouseReport[]>, prefix = '') => {
  for (const [page, pageReports] of reports)
    for (const { categories, audits: found } of pageReports) {
      for (const [name, { score }] of Object.entries(categories))
        add(`${prefix}${page} ${name}`, score)
      for (const audit of audits)
        add(`${prefix}${page} ${audit}`, found[audit]?.numericValue ?? NaN)
    }
}
collect('Lighthouse CI', () => addReports(collectLighthouse(5, 'devtools')))
// One round the way PageSpeed Insights estimates (Lantern), printed beside, never budgeted.
collect('Lighthouse CI, simulated', () =>
  addReports(collectLighthouse(1, 'simulate', lighthouseTargets.slice(0, 4)), 'simulated '),
)
servers.kill('SIGTERM')

const { results, table } = judge(figures)
console.log(`\nMatatu performance, ${new Date().toISOString()}`)
console.log(
  `Settled before the phone runs: ${settledAtStart}; before Lighthouse: ${settledForLighthouse}`,
)
console.log(table)
console.log(`\nField telemetry from the phone runs (${benchBeaconsFile}):`)
console.log(run(['tsx', 'scripts/telemetry/report.ts', benchBeaconsFile], {}, true).stdout)
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify({ settledAtStart, settledForLighthouse, results }, null, 2) + '\n',
)
failed.push(
  ...results.filter((result) => !result.goal && !result.pass).map((result) => result.figure),
)
console.log(failed.length ? `\nbudgets FAILED: ${failed.join('; ')}` : '\nAll budgets pass.')
process.exitCode = failed.length ? 1 : 0
