import { execFile } from 'node:child_process'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
let workDir = ''

/**
 * The prerender of one `vite build`, as `npm run build` runs it, with Node alone on PATH, or with
 * the machine's PATH and Chromium. The build is made once and copied: only the prerender could
 * reach for a browser.
 */
function nodeWith(browser: 'none' | 'machine') {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    VITE_API_MOCKING: 'false',
    VITE_APP_BUILD_ID: 'same-build',
  }
  if (browser === 'none') {
    delete env.CHROME_PATH
    env.PATH = dirname(process.execPath)
  }
  return (args: string[]) => promisify(execFile)(process.execPath, args, { cwd: root, env })
}

async function buildAndPrerender(outDirs: Record<'none' | 'machine', string>): Promise<void> {
  const built = join(workDir, 'built')
  await nodeWith('none')([
    'node_modules/vite/bin/vite.js',
    'build',
    '--outDir',
    built,
    '--logLevel',
    'error',
  ])
  for (const browser of ['none', 'machine'] as const) {
    await cp(built, outDirs[browser], { recursive: true })
    await nodeWith(browser)([
      'node_modules/tsx/dist/cli.mjs',
      'scripts/prerender.ts',
      outDirs[browser],
    ])
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort()
}

describe('the prerender needs no browser', () => {
  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'matatu-prerender-'))
    await buildAndPrerender({
      none: join(workDir, 'without-browser'),
      machine: join(workDir, 'with-browser'),
    })
  }, 300_000)

  afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true })
  })

  it('writes the same files, byte for byte, with no Chromium reachable', async () => {
    const without = join(workDir, 'without-browser')
    const withBrowser = join(workDir, 'with-browser')
    const files = await filesUnder(without)
    expect(files).toEqual(await filesUnder(withBrowser))
    expect(files).toEqual(expect.arrayContaining(['index.html', 'buses.html', 'app-shell.html']))
    for (const file of files) {
      const [a, b] = await Promise.all([
        readFile(join(without, file)),
        readFile(join(withBrowser, file)),
      ])
      expect(a.equals(b), file).toBe(true)
    }
  })

  it('prerenders the first screens: the home page and the bus list loading', async () => {
    const page = (file: string) => readFile(join(workDir, 'without-browser', file), 'utf8')
    expect(await page('index.html')).toContain('Book bus or shuttle rides, select your seat')
    expect(await page('buses.html')).toContain('Loading buses...')
    expect(await page('app-shell.html')).toContain('<div id="root"></div>')
  })
})
