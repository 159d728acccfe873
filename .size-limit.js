/**
 * size-limit (`npm run bench` runs it with --json): the JS that / and /buses load first (the
 * scripts and module preloads their prerendered HTML names, which start with the page), gzip as
 * the browser receives it, and the stack's floor: the smallest bundle of every library the app
 * ships, which no app on this stack can go below. The limits are in perf/budgets.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import perfBudgets from './perf/budgets.json' with { type: 'json' }

const { budgets } = perfBudgets
/** A library's ES module entry, as the app's bundler picks it (so it tree-shakes alike). */
const entry = (specifier) => fileURLToPath(import.meta.resolve(specifier))

const dist = 'bench-results/dist'
/** The JS files a prerendered page starts with: its scripts and module preloads. */
const initialJs = (page) => {
  if (!existsSync(`${dist}/${page}`)) throw new Error(`No ${dist}/${page}: run \`npm run bench\`.`)
  const html = readFileSync(`${dist}/${page}`, 'utf8')
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[\w.-]+\.js)"/g)].map(
    ([, file]) => file,
  )
  return [...new Set(files)].map((file) => `${dist}${file}`)
}
const isTelemetryChunk = (file) => /\/vitals-[\w-]+\.js$/.test(file)
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
  // Budgeted as a ratio to the stack floor (perf/bench-checks.ts), not in kB.
  {
    name: 'Initial JS of /',
    path: initialJs('index.html'),
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
  },
  {
    name: 'Initial JS of /buses',
    path: initialJs('buses.html'),
    disablePlugins: ['@size-limit/esbuild'],
    gzip: true,
    limit: `${budgets.initialJsBusesKb} kB`,
  },
  ...(telemetryChunk.length
    ? [
        {
          name: 'Telemetry chunk',
          path: telemetryChunk,
          disablePlugins: ['@size-limit/esbuild'],
          gzip: true,
          limit: `${budgets.telemetryChunkKb} kB`,
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
