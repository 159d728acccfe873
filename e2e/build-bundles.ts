/**
 * Builds the bundles the end-to-end tests serve (servers.ts) once, before Playwright starts
 * (`npm run build:e2e`); its webServer entries only serve them. The prerender runs with Node alone
 * on PATH and no CHROME_PATH, so the pages served prove it needs no browser. A bundle whose
 * fingerprint (everything it is built from, the VITE_ variables and its own settings) is the
 * one stamped at its last build is kept.
 *
 * Usage: tsx e2e/build-bundles.ts [mock] [real] [telemetry] [--force]
 */
import { spawn } from 'node:child_process'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fingerprint, runUnlessUnchanged } from '../scripts/build/fingerprint'
import { bundles, type Bundle, type BundleName } from './servers'

const root = fileURLToPath(new URL('..', import.meta.url))
const stampFile = '.e2e-build-sha256'
const inputDirs = [
  'src',
  'mocks',
  'public',
  'messages',
  'project.inlang',
  'scripts/build',
  'scripts/prerender',
  'scripts/pwa',
  // The host rule and headers the build writes its host files from.
  'deploy',
]
const inputFiles = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.app.json',
  'scripts/prerender.ts',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]

/** Everything that goes into a bundle, and its own settings on top of the VITE_ variables. */
function bundleFingerprint(bundle: Bundle): string {
  const viteEnv = Object.entries(process.env).filter(([key]) => key.startsWith('VITE_'))
  const settings = { ...Object.fromEntries(viteEnv), ...bundle.env }
  const built = JSON.stringify({ settings, prerender: bundle.prerender })
  return fingerprint(root, [...inputDirs, ...inputFiles], built)
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

async function build(name: BundleName, force: boolean): Promise<void> {
  const bundle: Bundle = bundles[name]
  const started = performance.now()
  let took = ''
  const stamp = join(root, bundle.outDir, stampFile)
  const built = await runUnlessUnchanged(
    stamp,
    bundleFingerprint(bundle),
    async () => {
      const vite = join(root, 'node_modules/.bin/vite')
      await run(vite, ['build', '--outDir', bundle.outDir, '--logLevel', 'warn'], {
        ...process.env,
        ...bundle.env,
      })
      took = `built in ${seconds(started)}`
      if (!bundle.prerender) return
      const prerendered = performance.now()
      const { CHROME_PATH: _browser, ...withoutBrowser } = process.env
      const tsx = join(root, 'node_modules/tsx/dist/cli.mjs')
      await run(process.execPath, [tsx, 'scripts/prerender.ts', bundle.outDir], {
        ...withoutBrowser,
        ...bundle.env,
        PATH: dirname(process.execPath),
      })
      took += `, prerendered in ${seconds(prerendered)}`
    },
    { force },
  )
  const folder = relative(root, join(root, bundle.outDir))
  console.error(
    `e2e bundles: ${folder} ${built ? took : 'is up to date (nothing it is built from changed)'}`,
  )
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const force = args.includes('--force')
  const named = args.filter((arg) => arg !== '--force')
  const unknown = named.filter((name) => !(name in bundles))
  if (unknown.length > 0) throw new Error(`Unknown bundle(s): ${unknown.join(', ')}`)
  const names = (named.length > 0 ? named : Object.keys(bundles)) as BundleName[]
  const started = performance.now()
  // Side by side: the prerender's own work is mostly on one core, and the other bundle's build
  // fills the other (17 s one after the other → 14 s on 2 cores).
  await Promise.all(names.map((name) => build(name, force)))
  if (names.length > 1) console.error(`e2e bundles: ready in ${seconds(started)}`)
}

main().catch((error: unknown) => {
  console.error('e2e bundles:', error instanceof Error ? error.message : error)
  process.exitCode = 1
})
