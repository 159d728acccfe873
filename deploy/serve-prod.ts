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
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const dist = resolve(process.argv[2] ?? 'dist')
const port = Number(process.env.PORT || 8080)
const site = resolve(import.meta.dirname, 'nginx/matatu.conf')

function fail(message: string): never {
  console.error(`serve:prod: ${message}`)
  process.exit(1)
}

/** nginx on PATH, or where Debian puts it (root's PATH has /usr/sbin, a user's may not). */
function findNginx(): string {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate
  }
  return fail('nginx is not installed (Debian/Ubuntu: apt-get install -y nginx)')
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

const nginx = findNginx()
// Started as root, nginx reads files as nobody, who may not reach a build in root's home.
const workerUser = userInfo().uid === 0 ? 'user root;\n' : ''
const folder = mkdtempSync(join(tmpdir(), 'matatu-nginx-'))
const siteText = readFileSync(site, 'utf8')
  .replaceAll('/srv/matatu', dist)
  .replace(/listen 8080;/, `listen ${port};`)
writeFileSync(
  join(folder, 'nginx.conf'),
  `daemon off;
${workerUser}worker_processes 1;
pid ${folder}/nginx.pid;
error_log stderr warn;
events { worker_connections 512; }
http {
  include ${mimeTypesOf(nginx)};
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${folder}/client-body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
${siteText}
}
`,
)

const server = spawn(nginx, ['-p', folder, '-c', join(folder, 'nginx.conf')], {
  stdio: 'inherit',
})
console.log(`Serving ${dist} with nginx (deploy/nginx/matatu.conf) on http://localhost:${port}/`)
// On SIGTERM nginx closes its connections and exits (its graceful SIGQUIT would wait for a
// browser's idle keep-alive connections).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill('SIGTERM'))
}
server.on('exit', (code) => {
  rmSync(folder, { recursive: true, force: true })
  process.exit(code ?? 1)
})
