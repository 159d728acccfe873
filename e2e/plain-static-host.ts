import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain',
}

const isFile = (path: string) =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  )

/**
 * A host without the project's rules, as GitHub Pages or a bucket serves a build: each file as
 * it is, `/buses` answered with `buses.html`, `/` with `index.html`, anything else with 404.html
 * and status 404. No cookie or Accept-Language rule, no headers of the build's own: every
 * language's request gets the English files at the root.
 */
export async function startPlainStaticHost(dist: string) {
  const server = createServer((request, response) => {
    void (async () => {
      const path = normalize(
        decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname),
      )
      const candidates = path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`]
      let file: string | undefined
      for (const candidate of candidates)
        if (!file && (await isFile(join(dist, candidate)))) file = join(dist, candidate)
      response.writeHead(file ? 200 : 404, {
        'Content-Type': types[extname(file ?? '404.html')] ?? 'application/octet-stream',
      })
      response.end(await readFile(file ?? join(dist, '404.html')))
    })()
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}
