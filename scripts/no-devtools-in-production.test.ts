import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Strings of the TanStack Query and Router devtools that survive minification (string literals,
 * not names a minifier renames): their CSS variables, the router panel's display name and its
 * localStorage keys. None of them is in the app's own code or in the libraries it ships.
 */
const devtoolsMarkers = [
  '--tsqd-',
  '--tsrd-',
  'TanStackRouterDevtools',
  'tanstackRouterDevtools',
] as const

/**
 * Text that only the mock backend or a devtools panel brings into a bundle. React DOM's own
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__` (the extension's hook, in every React build) is not listed.
 */
const forbiddenMarkers = [
  'mockServiceWorker',
  'matatuMock',
  'setupWorker',
  ...devtoolsMarkers,
  'ReactQueryDevtools',
  'query-devtools',
  'router-devtools',
  '__REDUX_DEVTOOLS_EXTENSION__',
] as const

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Every `marker in file` found in a build folder (file names included). */
async function findForbiddenMarkers(outDir: string): Promise<string[]> {
  const found: string[] = []
  for (const file of await filesUnder(outDir)) {
    const name = relative(outDir, file)
    const text = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/.test(file)
      ? await readFile(file, 'utf8')
      : ''
    for (const marker of forbiddenMarkers) {
      if (name.includes(marker) || text.includes(marker)) found.push(`${marker} in ${name}`)
    }
  }
  return found
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const probeEntry = 'virtual:devtools-probe'
let workDir = ''

/** `vite build` of the app as `npm run build` runs it (its own process: vitest sets NODE_ENV=test). */
async function productionBuild(outDir: string): Promise<void> {
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, env: { ...process.env, NODE_ENV: 'production', VITE_API_MOCKING: 'false' } },
  )
}

/**
 * The app's own devtools component, built and minified as in production but with the dev flag
 * on: what the production build would hold if the `import.meta.env.DEV` guard were lost.
 */
async function devtoolsProbeBuild(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    define: {
      'import.meta.env.DEV': 'true',
      'process.env.NODE_ENV': JSON.stringify('development'),
    },
    oxc: { jsx: { runtime: 'automatic' } },
    plugins: [
      {
        name: 'devtools-probe',
        resolveId: (id) => (id === probeEntry ? `\0${probeEntry}` : null),
        load: (id) =>
          id === `\0${probeEntry}`
            ? `import { DevTools } from '/src/components/dev-tools.tsx'\nglobalThis.probe = DevTools`
            : null,
      },
    ],
    build: { outDir, emptyOutDir: true, minify: true, rolldownOptions: { input: probeEntry } },
  })
}

describe('devtools stay out of production builds', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'matatu-devtools-'))
    await Promise.all([
      productionBuild(join(workDir, 'production')),
      devtoolsProbeBuild(join(workDir, 'probe')),
    ])
    // Two production builds at once on a 2-core machine, each building the service worker twice.
  }, 300_000)

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true })
  })

  it('the production build (mocking off) holds no devtools or mock backend marker', async () => {
    expect(await findForbiddenMarkers(join(workDir, 'production'))).toEqual([])
  })

  it('the markers are real: every one shows up once the dev flag is on', async () => {
    const found = await findForbiddenMarkers(join(workDir, 'probe'))
    for (const marker of devtoolsMarkers) {
      expect(found.some((hit) => hit.startsWith(`${marker} in `))).toBe(true)
    }
  })
})
