/**
 * size-limit (`npm run bench` runs it with --json): the JS that / and /buses load first, gzip as
 * the browser receives it, and the stack's floor: the smallest bundle of every library the app
 * ships, which no app on this stack can go below. The files each page loads are listed by the
 * performance run (perf/initial-js.perf.ts); the limits are in perf/budgets.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import perfBudgets from './perf/budgets.json' with { type: 'json' }

const { budgets } = perfBudgets
/** A library's ES module entry, as the app's bundler picks it (so it tree-shakes alike). */
const entry = (specifier) => fileURLToPath(import.meta.resolve(specifier))

const dist = 'bench-results/dist'
let loaded
try {
  loaded = JSON.parse(readFileSync('bench-results/initial-js.json', 'utf8'))
} catch {
  throw new Error(
    'No bench-results/initial-js.json: run `npm run bench`, which lists the files first.',
  )
}
/**
 * The telemetry chunk (below) loads once the first screen has settled and has a limit of its
 * own, so it is not counted in a page's initial JS; the early part that notes errors from the
 * first moment is (it is in the entry chunk).
 */
const isTelemetryChunk = (file) => /\/vitals-[\w-]+\.js$/.test(file)
const initialJs = (path) =>
  loaded[path].filter((file) => !isTelemetryChunk(file)).map((file) => `${dist}${file}`)
/**
 * The telemetry chunk (web-vitals with attribution and the reporter, src/lib/telemetry/vitals.ts),
 * loaded after the first screen. Only a build with VITE_TELEMETRY_URL has it:
 * `VITE_TELEMETRY_URL=http://localhost:5500/telemetry npm run bench`.
 */
const telemetryChunk = existsSync(`${dist}/assets`)
  ? readdirSync(`${dist}/assets`)
      .filter((file) => isTelemetryChunk(`/${file}`))
      .map((file) => `${dist}/assets/${file}`)
  : []
if (!telemetryChunk.length)
  console.error('size-limit: this build has no telemetry chunk (VITE_TELEMETRY_URL was unset).')

export default [
  // Built files, weighed one by one as they are sent (no re-bundling: the esbuild plugin is only for the floor).
  {
    name: 'Initial JS of /',
    path: initialJs('/'),
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    limit: `${budgets.initialJsHomeKb} kB`,
  },
  {
    name: 'Initial JS of /buses',
    path: initialJs('/buses'),
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    limit: `${budgets.initialJsBusesKb} kB`,
  },
  ...(telemetryChunk.length
    ? [
        {
          name: 'Telemetry chunk (after the first screen)',
          path: telemetryChunk,
          disablePlugins: ['@size-limit/esbuild'],
          gzip: true,
          limit: '7 kB',
        },
      ]
    : []),
  {
    name: 'Stack floor',
    import: {
      [entry('react-dom/client')]: '{ createRoot }',
      [entry('@tanstack/react-router')]: '{ createRootRoute, createRouter, RouterProvider }',
      [entry('@tanstack/react-query')]: '{ QueryClient, QueryClientProvider, useQuery }',
      [entry('zustand')]: '{ create }',
      [entry('ky')]: 'ky',
      [entry('zod/mini')]: '{ object, string, minLength }',
    },
    gzip: true,
  },
]
