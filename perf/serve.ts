import { spawn, type ChildProcess } from 'node:child_process'
import { busPhotoFiles } from '../mocks/bus-photos'
import { apiUrl, phoneSubjects } from './servers'

/**
 * The performance runs' servers, for Playwright's webServer and `npm run bench` alike, until this
 * process is stopped: the mock backend (a process of its own) and one nginx per build
 * (deploy/serve-prod.ts). Prints "ready" once every one answers and the bus pictures are made.
 */
const children: ChildProcess[] = []
let stopping = false
function stop(code = 0): void {
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  process.exitCode = code
}
process.once('SIGINT', () => stop())
process.once('SIGTERM', () => stop())

function start(args: string[], env: Record<string, string>): void {
  const child = spawn('node_modules/.bin/tsx', args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  child.on('exit', (code) => {
    if (stopping) return
    console.error(`perf/serve: ${args.join(' ')} stopped (${code})`)
    stop(1)
  })
  children.push(child)
}

async function answers(url: string): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`perf/serve: ${url} did not answer`)
}

const api = new URL(apiUrl)
start(['mocks/http-server.ts'], { PORT: api.port, HOST: api.hostname })
for (const { dist, url } of phoneSubjects)
  start(['deploy/serve-prod.ts', dist], { PORT: new URL(url).port })
await Promise.all(
  [apiUrl + '/api/buses/', ...phoneSubjects.map(({ url }) => `${url}/buses`)].map(answers),
)
// Every bus picture is drawn before the first run, so each comes at once, as from a real CDN.
await Promise.all(busPhotoFiles.map((file) => answers(`${apiUrl}/images/buses/${file}`)))
console.log(
  `perf/serve: ${phoneSubjects.map(({ label, url }) => `${label} on ${url}`).join(', ')}: ready`,
)
