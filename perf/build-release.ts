/**
 * Builds an earlier commit of this repository as the bench builds the app, so `npm run bench`
 * can measure it side by side (docs/performance.md#the-release-before):
 *
 *   npx tsx perf/build-release.ts 24fa63c          # → bench-results/release-24fa63c
 *   BENCH_COMPARE=before=bench-results/release-24fa63c npm run bench
 *
 * The commit is checked out in a temporary worktree with its own `npm ci`, built with its own
 * Vite and prerender and the bench's settings (its API base, field telemetry on: benchBuildEnv).
 * Its build must write the host files today's nginx site file includes (commits since b637a5c).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { precompress } from '../deploy/precompress'
import { benchBuildEnv } from './servers'

const ref = process.argv[2]
if (!ref) throw new Error('Usage: tsx perf/build-release.ts <commit>')
const out = resolve(process.argv[3] ?? `bench-results/release-${ref}`)
const worktree = join(tmpdir(), `matatu-release-${ref}`)
const sh = (command: string, args: string[], cwd = worktree, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } })

rmSync(worktree, { recursive: true, force: true })
sh('git', ['worktree', 'prune'], process.cwd())
sh('git', ['worktree', 'add', '--detach', worktree, ref], process.cwd())
try {
  sh('npm', ['ci', '--no-audit', '--no-fund'])
  sh(
    'node_modules/.bin/vite',
    ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
    worktree,
    benchBuildEnv,
  )
  sh('node_modules/.bin/tsx', ['scripts/prerender.ts', out], worktree, benchBuildEnv)
  // Sent as the app's are: each text file's .gz twin made once, at the highest level.
  if (!existsSync(join(out, 'index.html.gz'))) await precompress(out)
  console.log(`build-release: ${ref} built into ${out}`)
} finally {
  sh('git', ['worktree', 'remove', '--force', worktree], process.cwd())
}
