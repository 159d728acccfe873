import { readdir, readFile, rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { run } from './processes'

export interface AppBuild {
  mocking: boolean
  apiBaseUrl: string
  outDir: string
}

/** `vite build` of the app with the repo's own config, into a folder of the benchmark's. */
export async function buildApp({ mocking, apiBaseUrl, outDir }: AppBuild): Promise<void> {
  await rm(outDir, { recursive: true, force: true })
  const env = { VITE_API_MOCKING: String(mocking), VITE_API_BASE_URL: apiBaseUrl }
  await run(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    env,
  )
  // As `npm run build` does: the production build ships prerendered first screens.
  if (!mocking) await run('npx', ['tsx', 'scripts/prerender.ts', outDir], env)
}

/**
 * Strings of the TanStack Query and Router devtools that survive minification (string literals,
 * not names a minifier renames): their CSS variables, the router panel's display name and its
 * localStorage keys. None of them is in the app's own code or in the libraries it ships.
 */
export const devtoolsMarkers = [
  '--tsqd-',
  '--tsrd-',
  'TanStackRouterDevtools',
  'tanstackRouterDevtools',
] as const

/**
 * Text that only the mock backend or a devtools panel brings into a bundle. React DOM's own
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__` (the extension's hook, in every React build) is not listed.
 */
export const forbiddenMarkers = [
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
export async function findForbiddenMarkers(outDir: string): Promise<string[]> {
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

/** The JS files a build holds (to tell how many of them a page loads). */
export async function countJsFiles(outDir: string): Promise<number> {
  return (await filesUnder(outDir)).filter((file) => file.endsWith('.js')).length
}
