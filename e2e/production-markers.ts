import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

/**
 * Strings of the TanStack Query and Router devtools that survive minification (their CSS
 * variables, the router panel's name and storage keys), in neither the app nor what it ships.
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

/** Every `marker in file` found in a build folder (file names included). */
export async function findForbiddenMarkers(outDir: string): Promise<string[]> {
  const entries = await readdir(outDir, { withFileTypes: true, recursive: true })
  const found: string[] = []
  for (const entry of entries.filter((candidate) => candidate.isFile())) {
    const file = join(entry.parentPath, entry.name)
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
