import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, passthrough } from 'msw'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import { server as mswServer } from '../mocks/node'
import { nginxLanguageFile } from './host-files'

/** A build of two pages, with the nginx files `npm run build` writes (a header, a route). */
const dist = mkdtempSync(join(tmpdir(), 'matatu-serve-prod-'))
for (const [file, text] of Object.entries({
  'index.html': '<p>home</p>',
  'app-shell.html': '<p>shell</p>',
  '_nginx-headers.conf': 'add_header X-Content-Type-Options "nosniff" always;',
  '_nginx-language.conf': nginxLanguageFile(),
  '_nginx-routes.conf': 'location ~ ^/bookings/?$ {\n    try_files /app-shell.html =404;\n}',
}))
  writeFileSync(join(dist, file), text)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** `npm run serve:prod` on the build above; resolves with the URL it prints. */
async function serve(port: number) {
  // Node itself, so the signal reaches the script (npx would stand between them).
  const child = spawn(process.execPath, ['--import', 'tsx', 'deploy/serve-prod.ts', dist], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const printed = /on (http:\/\/localhost:\d+\/)/.exec(String(chunk))?.[1]
      if (printed) resolve(printed)
    })
    child.once('exit', (code) => reject(new Error(`serve:prod exited with ${code}`)))
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, url, exited }
}

describe('npm run serve:prod', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`serves the build with the shipped nginx configuration, and stops on ${signal}`, async () => {
      const port = await freePort()
      // The tests' msw intercepts this process's fetch: let calls to nginx through.
      mswServer.use(http.all(`http://127.0.0.1:${port}/*`, () => passthrough()))
      const { child, url, exited } = await serve(port)
      onTestFinished(() => void child.kill('SIGKILL'))
      expect(url).toBe(`http://localhost:${port}/`)
      // The URL is printed once nginx accepts connections. What nginx answers for each path, with
      // every header, is e2e/real-http/host.spec.ts's (its real-http project runs this script).
      const page = await fetch(`http://127.0.0.1:${port}/bookings`)
      expect(await page.text()).toBe('<p>shell</p>')
      child.kill(signal)
      expect(await exited).toBe(0)
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
    })
  }
})
