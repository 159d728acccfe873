/**
 * `npm run serve:prod [dist]`: serves a build that is already made (dist/ by default) with
 * nginx and the shipped configuration, deploy/nginx/matatu.conf, on PORT (default 8080), in
 * the foreground, until Ctrl-C or SIGTERM. It builds nothing and starts nothing else: run
 * `npm run mock:server` beside it for a backend.
 *
 * nginx gets a small main configuration in a temporary folder (its pid, logs to the terminal,
 * temporary files) around the site file, whose placeholders (/srv/matatu, port 8080) become
 * this build's folder and PORT.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { findNginx } from './nginx-binary'

const dist = resolve(process.argv[2] ?? 'dist')
const port = Number(process.env.PORT || 8080)
const site = resolve(import.meta.dirname, 'nginx/matatu.conf')

function fail(message: string): never {
  console.error(`serve:prod: ${message}`)
  process.exit(1)
}

/** Where this nginx keeps mime.types: beside the nginx.conf it was built with. */
function mimeTypesOf(nginx: string): string {
  const { stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' })
  const conf = /--conf-path=(\S+)/.exec(stderr)?.[1] ?? '/etc/nginx/nginx.conf'
  const types = join(dirname(conf), 'mime.types')
  return existsSync(types) ? types : fail(`no mime.types beside ${conf}`)
}

if (!existsSync(join(dist, 'index.html'))) fail(`${dist} holds no build: run npm run build first`)
if (!existsSync(join(dist, '_nginx-headers.conf'))) fail(`${dist} was not built by npm run build`)
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT=${port} is not a port`)

const nginx =
  findNginx() ?? fail('nginx is not installed (Debian/Ubuntu: apt-get install -y nginx)')
// Started as root, nginx reads files as nobody, who may not reach a build in root's home.
const workerUser = userInfo().uid === 0 ? 'user root;\n' : ''
// One folder per port, emptied at start: a run that was killed outright leaves nothing behind
// for long.
const folder = join(tmpdir(), `matatu-nginx-${port}`)
rmSync(folder, { recursive: true, force: true })
mkdirSync(folder)
const quoted = (path: string) => `"${path.replace(/(["\\$])/g, '\\$1')}"`
const siteText = readFileSync(site, 'utf8')
  .replace(/\/srv\/matatu(\S*);/g, (_match, rest: string) => `${quoted(dist + rest)};`)
  .replace(/listen (\[::\]:)?8080;/g, (_match, ipv6 = '') => `listen ${ipv6}${port};`)
writeFileSync(
  join(folder, 'nginx.conf'),
  `daemon off;
${workerUser}worker_processes 1;
pid ${quoted(join(folder, 'nginx.pid'))};
error_log stderr warn;
events { worker_connections 512; }
http {
  include ${quoted(mimeTypesOf(nginx))};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
  .map((kind) => `  ${kind}_temp_path ${quoted(join(folder, kind))};`)
  .join('\n')}
${siteText}
}
`,
)

/** Resolves once nginx accepts connections on the port. */
async function listening(): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy()
        resolve(true)
      }).on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const server = spawn(nginx, ['-e', 'stderr', '-p', folder, '-c', join(folder, 'nginx.conf')], {
  stdio: 'inherit',
})
// On SIGTERM nginx closes its connections and exits (its graceful SIGQUIT would wait for a
// browser's idle keep-alive connections; its SIGHUP would reload it and leave it running).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => server.kill('SIGTERM'))
}
server.on('exit', (code) => {
  rmSync(folder, { recursive: true, force: true })
  process.exit(code ?? 1)
})
void listening().then(() =>
  console.log(
    `Serving ${dist} with nginx (deploy/nginx/matatu.conf) on http://localhost:${port}/ ` +
      '(and every other address of this machine)',
  ),
)
