/**
 * `npm run serve:pages [dist]`: serves a build that is already made with Cloudflare Pages' own
 * local runtime, `wrangler pages dev` (workerd), as a Pages deployment serves it: `_headers`,
 * `_redirects`, `404.html`, and the Pages Functions of `functions/` when that folder exists
 * (wrangler runs in the repository, where it looks for them). On PORT (default 8788), in the
 * foreground, until Ctrl-C or SIGTERM. It needs no network and no Cloudflare account.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pagesCompatibilityDate } from './pages-compatibility'

const root = resolve(import.meta.dirname, '..')
const dist = resolve(process.argv[2] ?? 'dist')
const port = Number(process.env.PORT || 8788)

if (!existsSync(join(dist, '_redirects'))) {
  console.error(`serve:pages: ${dist} was not built by npm run build`)
  process.exit(1)
}
const server = spawn(
  join(root, 'node_modules/.bin/wrangler'),
  [
    'pages',
    'dev',
    dist,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    `--compatibility-date=${pagesCompatibilityDate}`,
    '--persist-to',
    join(root, 'node_modules/.tmp/wrangler', String(port)),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '1' },
  },
)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill('SIGTERM'))
}
server.on('exit', (code) => process.exit(code ?? 1))
