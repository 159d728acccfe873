/**
 * Builds an earlier commit of this repository as the bench builds the app, so `npm run bench`
 * can measure it side by side (docs/performance.md#the-release-before):
 *
 *   npx tsx perf/build-release.ts 24fa63c          # → bench-results/release-24fa63c
 *   BENCH_COMPARE=before=bench-results/release-24fa63c npm run bench
 *
 * The commit is checked out in a temporary worktree with its own `npm ci`, built with its own
 * Vite and prerender and the bench's settings (its API base, field telemetry on: benchBuildEnv),
 * and given the nginx route and language files that today's site file includes, when the
 * commit's build did not write them.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { nginxLanguageFile } from '../deploy/host-files'
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
  const routes = join(out, '_nginx-routes.conf')
  // Older builds wrote /buses as buses/index.html.
  const busesPage = existsSync(join(out, 'buses.html')) ? 'buses.html' : 'buses/index.html'
  if (!existsSync(routes))
    writeFileSync(
      routes,
      [
        '# Written by perf/build-release.ts: this build predates the route file.',
        'location = / { try_files /index.html =404; }',
        `location ~ ^/buses/?$ { try_files /${busesPage} =404; }`,
        'location ~ ^/(login|register|bookings|bookingform|profile|payment|ticket)(/.*)?$ {',
        '    try_files /app-shell.html =404;',
        '}',
        '',
      ].join('\n'),
    )
  const languageMaps = join(out, '_nginx-language.conf')
  if (!existsSync(languageMaps))
    writeFileSync(
      languageMaps,
      `# Written by perf/build-release.ts: this build predates the language file.\n${nginxLanguageFile()}\n`,
    )
  // Sent as the app's are: each text file's .gz twin made once, at the highest level.
  if (!existsSync(join(out, 'index.html.gz'))) await precompress(out)
  console.log(`build-release: ${ref} built into ${out}`)
} finally {
  sh('git', ['worktree', 'remove', '--force', worktree], process.cwd())
}
