import { createServer, request } from 'node:http'
import { preview } from 'vite'
import { busPhoto, busPhotoFiles } from '../mocks/bus-photos'
import { startMockHttpServer } from '../mocks/http-server'
import { apiUrl, appUrl, benchDist, kiswahiliAppUrl } from './servers'

/**
 * The performance runs' servers, for Playwright's webServer and Lighthouse CI's
 * startServerCommand alike: the built app with `vite preview` (compressed, with the repo's
 * rule for prerendered pages) and the mock backend, until the process is stopped.
 */
// Every bus picture is encoded before the first run, so it comes at once, as from a real
// backend's disk or CDN: the first run would otherwise get its pictures late.
await Promise.all(busPhotoFiles.map(busPhoto))
const api = await startMockHttpServer(Number(new URL(apiUrl).port))
const app = await preview({
  logLevel: 'warn',
  build: { outDir: benchDist },
  preview: { port: Number(new URL(appUrl).port), strictPort: true, host: 'localhost' },
})
// A Kiswahili browser: every request to the app again, asking for Kiswahili first.
const kiswahili = createServer((incoming, outgoing) => {
  const forwarded = request(
    `${appUrl}${incoming.url ?? '/'}`,
    {
      method: incoming.method,
      headers: { ...incoming.headers, 'accept-language': 'sw-KE,sw;q=0.9,en;q=0.8' },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(outgoing)
    },
  )
  forwarded.on('error', () => outgoing.destroy())
  incoming.pipe(forwarded)
}).listen(Number(new URL(kiswahiliAppUrl).port), 'localhost')
console.log(
  `Serving ${benchDist} on ${appUrl} (a Kiswahili browser: ${kiswahiliAppUrl}), the mock backend on ${apiUrl}: ready`,
)
const stop = (): void =>
  void Promise.all([api.close(), app.close(), new Promise((done) => kiswahili.close(done))]).then(
    () => process.exit(0),
  )
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
