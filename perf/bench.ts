import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadavg } from 'node:os'
import { judge, phaseTables } from './bench-checks'
import { median, type Figure, type PhaseTable } from './figures'
import { buildFloorPage } from './floor/build'
import { benchBeaconsFile } from './field-beacons'
import { collectLighthouse } from './lighthouse'
import { apiUrl, app, benchBuildEnv, floor } from './servers'

/**
 * `npm run bench`: builds the production app and the floor page for an API on another origin,
 * serves them (perf/serve.ts), then runs the performance project (Playwright), size-limit and
 * Lighthouse CI, and prints one table (figure, median, budget), then the phases of start-up.
 * Exit code 1 past a budget (perf/budgets.json); goals are reported. Every tool is the locked
 * one in node_modules/.bin, so nothing is fetched: the bench runs with the registry unreachable.
 * A tool that did not run (or left no results) fails the bench by name, and the table still
 * shows every other figure.
 */
const load = () => loadavg()[0] ?? 0
const settleLoad = 1
const settleLimitMs = 5 * 60_000
/**
 * Waits, at most five minutes, until the load average is under 1: on a busy machine every
 * main-thread figure (TBT above all) grows several times. In CI the bench follows the browser
 * tests, whose load takes a few minutes to fade. Prints what it waited and what it reached.
 */
async function settle(): Promise<string> {
  const started = Date.now()
  const before = load()
  while (load() >= settleLoad && Date.now() - started < settleLimitMs)
    await new Promise((resolve) => setTimeout(resolve, 5_000))
  const waited = Math.round((Date.now() - started) / 1000)
  const reached = `load ${before.toFixed(2)} → ${load().toFixed(2)} after ${waited} s`
  console.error(
    `bench: settled: ${reached}${load() >= settleLoad ? ` (not below ${settleLoad}: measuring anyway)` : ''}`,
  )
  return reached
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

/** The servers, once for every tool; resolves when they are ready. */
async function startServers() {
  const servers = spawn('node_modules/.bin/tsx', ['perf/serve.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((ready, fail) => {
    servers.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) ready()
    })
    servers.on('exit', () => fail(new Error('perf/serve.ts stopped before it was ready')))
  })
  return () => servers.kill('SIGTERM')
}

for (const args of [
  ['vite', 'build', '--outDir', app.dist, '--emptyOutDir', '--logLevel', 'warn'],
  ['tsx', 'scripts/prerender.ts', app.dist],
]) {
  if (!run(args, benchBuildEnv).passed) throw new Error(`${args.join(' ')} failed`)
}
await buildFloorPage(resolve(floor.dist), apiUrl)
const stopServers = await startServers()

const settledAtStart = await settle()
const figures = new Map<string, number[]>()
const phases: PhaseTable[] = []
// A report left by an earlier run must not stand in for this one.
rmSync('bench-results/perf.json', { force: true })
rmSync(benchBeaconsFile, { force: true })
const perf = run(['playwright', 'test', '-c', 'perf/playwright.config.ts'])
type Results = { annotations: { type: string; description?: string }[] }[]
type Suite = { specs: { tests: { results: Results }[] }[] }
const perfRan = collect('the Playwright performance project', () => {
  for (const suite of readJson<{ suites: Suite[] }>('bench-results/perf.json').suites)
    for (const test of suite.specs.flatMap((spec) => spec.tests))
      for (const note of test.results.flatMap((result) => result.annotations)) {
        if (note.type === 'phases') phases.push(JSON.parse(note.description ?? '{}') as PhaseTable)
        if (note.type !== 'figure') continue
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
const [home, stackFloor] = ['Initial JS of /', 'Stack floor'].map(
  (key) => figures.get(key)?.[0] ?? NaN,
)
figures.set('floor ratio', [(home ?? NaN) / (stackFloor ?? NaN)])

const settledForLighthouse = await settle()
const add = (key: string, value: number) => figures.set(key, [...(figures.get(key) ?? []), value])
collect('Lighthouse CI', () => {
  for (const [page, reports] of collectLighthouse(5))
    for (const report of reports) {
      for (const [name, category] of Object.entries(report.categories))
        add(`${page} ${name}`, category.score)
      for (const audit of [
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
      ])
        add(`${page} ${audit}`, report.audits[audit]?.numericValue ?? NaN)
    }
})
stopServers()

const { results, table } = judge(figures)
console.log(`\nMatatu performance, ${new Date().toISOString()}`)
console.log(
  `Settled before the phone runs: ${settledAtStart}; before Lighthouse: ${settledForLighthouse}`,
)
console.log(table)
console.log(phaseTables(phases))
console.log(`\nField telemetry from the phone runs (${benchBeaconsFile}):`)
const report = run(['tsx', 'scripts/telemetry/report.ts', benchBeaconsFile], {}, true)
console.log(report.stdout)
writeFileSync(
  'bench-results/bench.json',
  JSON.stringify({ settledAtStart, settledForLighthouse, results, phases }, null, 2) + '\n',
)
const failed = [
  ...notRun,
  ...results.filter((result) => !result.goal && !result.pass).map((result) => result.figure),
  ...(perf.passed || !perfRan ? [] : ['a performance test failed']),
  ...(sizes.passed || !sizesRan ? [] : ['size-limit']),
]
console.log(failed.length ? `\nbudgets FAILED: ${failed.join('; ')}` : '\nAll budgets pass.')
process.exitCode = failed.length ? 1 : 0
