import { realpathSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { pathToFileURL } from 'node:url'
import { getResponse, type HttpHandler } from 'msw'
import { createHandlers } from './handlers'
import { mockBackend } from './mock-backend'
import { formatScenario, parseScenarioText } from './scenario-syntax'

/**
 * The mock backend over real HTTP (node:http + msw's getResponse, no express), for curl, a
 * browser app on another port, or anything else. `npx tsx mocks/http-server.ts` (npm run
 * mock:server), with from the env: PORT (default 5500); HOST (default localhost, both loopback
 * addresses; 0.0.0.0 for every interface, e.g. a phone on the same network); ALLOWED_ORIGINS,
 * the app origins that may call it, comma-separated, as a real backend's CORS list (default:
 * any origin); MOCK_SCENARIO (the `?mock=` syntax).
 */
export interface MockHttpServer {
  port: number
  /** http://localhost:<port> */
  url: string
  close(): Promise<void>
}

const DROPPED_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding'])

interface ServerOptions {
  /** localhost: 127.0.0.1 and ::1. Any other value is listened on as it is. */
  host?: string
  /** The origins allowed to call it (CORS); any origin when not given. */
  allowedOrigins?: readonly string[]
  /**
   * The address its clients call, when that is not where it listens (a browser that maps the
   * app's API address to this server): the handlers answer for it and write it into their URLs.
   */
  publicUrl?: string
}

function corsHeaders(
  request: IncomingMessage,
  allowed?: readonly string[],
): Record<string, string> {
  const origin = request.headers.origin
  // An origin not on the list gets no CORS headers: its browser refuses the answer.
  if (origin && allowed && !allowed.includes(origin)) return { Vary: 'Origin' }
  return {
    'Access-Control-Allow-Origin': origin ?? '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Max-Age': '600',
    ...(origin ? { Vary: 'Origin' } : {}),
  }
}

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = []
  for await (const chunk of request)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)))
  return new Uint8Array(Buffer.concat(chunks))
}

/** The incoming request as a fetch Request on `baseUrl`, whatever Host it was sent to. */
async function toFetchRequest(incoming: IncomingMessage, baseUrl: string): Promise<Request> {
  const target = new URL(incoming.url ?? '/', 'http://mock.invalid')
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name)) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = incoming.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming)
  return new Request(new URL(target.pathname + target.search, baseUrl), { method, headers, body })
}

async function sendResponse(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.statusCode = response.status
  response.headers.forEach((value, name) => outgoing.setHeader(name, value))
  if (response.body) {
    const reader = response.body.getReader()
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      outgoing.write(chunk.value)
    }
  }
  outgoing.end()
}

function sendJson(outgoing: ServerResponse, status: number, body: unknown): void {
  outgoing.statusCode = status
  outgoing.setHeader('Content-Type', 'application/json')
  outgoing.end(JSON.stringify(body))
}

function createListener(
  baseUrl: () => string,
  handlers: () => HttpHandler[],
  allowedOrigins?: readonly string[],
) {
  return async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(corsHeaders(incoming, allowedOrigins)))
      outgoing.setHeader(name, value)
    if (incoming.method === 'OPTIONS') {
      outgoing.statusCode = 204
      outgoing.end()
      return
    }
    try {
      const response = await getResponse(handlers(), await toFetchRequest(incoming, baseUrl()))
      if (!response) return sendJson(outgoing, 404, { message: 'Not found' })
      // HttpResponse.error(): the "offline" scenario, a dropped connection.
      if (response.type === 'error') return void incoming.socket.destroy()
      await sendResponse(response, outgoing)
    } catch (error) {
      console.error('[mock backend]', error)
      if (!outgoing.headersSent) sendJson(outgoing, 500, { message: 'Internal Server Error' })
      else outgoing.destroy()
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/**
 * Listens on 127.0.0.1 and, when the machine has IPv6, ::1 too, so `localhost` works either
 * way (or on `options.host` alone). Port 0 picks a free port. The handlers answer for
 * http://<host>:<port>, localhost for the default and the any-address hosts.
 */
export async function startMockHttpServer(
  port = 5500,
  options: ServerOptions = {},
): Promise<MockHttpServer> {
  const host = options.host ?? 'localhost'
  let handlers: HttpHandler[] = []
  let url = ''
  const listener = createListener(
    () => url,
    () => handlers,
    options.allowedOrigins,
  )
  const ipv4OrHost = createServer((incoming, outgoing) => void listener(incoming, outgoing))
  const ipv6 = createServer((incoming, outgoing) => void listener(incoming, outgoing))
  // Node closes an idle connection after 5 s, and a client that sends on it just then gets
  // ECONNRESET (a test's calls from Node did, 5 s after its reset). Idle connections stay open
  // for longer than a test's pauses, within the 60 s Node allows for a request's headers.
  for (const server of [ipv4OrHost, ipv6]) server.keepAliveTimeout = 55_000
  const actualPort = await listen(ipv4OrHost, port, host === 'localhost' ? '127.0.0.1' : host)
  const urlHost = ['localhost', '0.0.0.0', '::'].includes(host) ? 'localhost' : host
  const listened = `http://${urlHost.includes(':') ? `[${urlHost}]` : urlHost}:${actualPort}`
  url = options.publicUrl?.replace(/\/+$/, '') ?? listened
  handlers = createHandlers(url)
  if (host === 'localhost') await listen(ipv6, actualPort, '::1').catch(() => undefined)
  return {
    port: actualPort,
    url: listened,
    close: async () => {
      await Promise.all([closeServer(ipv4OrHost), closeServer(ipv6)])
    },
  }
}

/** Applies MOCK_SCENARIO-style text on top of fresh data; returns the switches not understood. */
function applyScenarioText(text: string): string[] {
  const parsed = parseScenarioText(text)
  mockBackend.reset(parsed.patch)
  return parsed.errors
}

async function main(): Promise<void> {
  const errors = applyScenarioText(process.env.MOCK_SCENARIO ?? '')
  for (const error of errors) console.warn(`[mock backend] MOCK_SCENARIO: ${error}`)
  const allowedOrigins = process.env.ALLOWED_ORIGINS?.split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)
  const server = await startMockHttpServer(Number(process.env.PORT || 5500), {
    host: process.env.HOST || 'localhost',
    allowedOrigins: allowedOrigins?.length ? allowedOrigins : undefined,
  })
  console.log(
    `Mock backend listening on ${server.url} (scenario: ${formatScenario(mockBackend.getScenario())}; ` +
      `origins: ${allowedOrigins?.join(', ') || 'any'})`,
  )
  const stop = (): void => void server.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

function isEntryPoint(): boolean {
  const entry = process.argv[1]
  if (!entry) return false
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href
  } catch {
    return false
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error('[mock backend] could not start:', error)
    process.exit(1)
  })
}
