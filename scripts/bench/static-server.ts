import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * A tiny production-like static host: gzip (zlib's default level 6) for text types, a year of
 * cache for hashed /assets/*, a prerendered `<route>/index.html` when the build has one, and
 * the SPA fallback to app-shell.html (else index.html) for other paths without a file extension
 * (a missing file with an extension, such as /robots.txt, is a 404 rather than HTML).
 */
export interface StaticServer {
  url: string
  close(): Promise<void>
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const gzipped = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt'])

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false
}

/** The file answering a URL path, or undefined for a 404. */
async function findFile(root: string, pathname: string): Promise<string | undefined> {
  const path = resolve(root, `.${decodeURIComponent(pathname)}`)
  if (path !== root && !path.startsWith(root + sep)) return undefined
  if (await isFile(path)) return path
  const prerendered = join(path, 'index.html')
  if (await isFile(prerendered)) return prerendered
  if (extname(pathname)) return undefined
  // A prerendering build keeps the bare shell apart from the prerendered home page.
  const appShell = join(root, 'app-shell.html')
  return (await isFile(appShell)) ? appShell : join(root, 'index.html')
}

export async function serveStatic(
  folder: string,
  port: number,
  gzip = true,
): Promise<StaticServer> {
  const root = resolve(folder)
  const compressed = new Map<string, Buffer<ArrayBuffer>>()

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const file = request.method === 'GET' || request.method === 'HEAD' ? pathname : undefined
    const path = file === undefined ? undefined : await findFile(root, file)
    if (!path) {
      response.writeHead(file === undefined ? 405 : 404, { 'Content-Type': 'text/plain' })
      return void response.end('Not found')
    }
    const type = extname(path)
    let body: Buffer<ArrayBuffer> = await readFile(path)
    const headers: Record<string, string> = {
      'Content-Type': contentTypes[type] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    }
    if (gzip && gzipped.has(type)) {
      headers.Vary = 'Accept-Encoding'
      if (/\bgzip\b/.test(String(request.headers['accept-encoding']))) {
        const cached = compressed.get(path) ?? gzipSync(body)
        compressed.set(path, cached)
        body = cached
        headers['Content-Encoding'] = 'gzip'
      }
    }
    headers['Content-Length'] = String(body.length)
    response.writeHead(200, headers)
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error('[static server]', error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, '127.0.0.1', () => done())
  })
  const { port: actualPort } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
