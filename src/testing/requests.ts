import { server } from '../../mocks/node'

/** Calls `record` with every request sent from now on (with `method` only, when given). */
function onRequestSent(method: string | undefined, record: (request: Request) => void) {
  server.events.on('request:start', ({ request }) => {
    if (method === undefined || request.method === method) record(request)
  })
}

/**
 * Counts the requests sent from now on to `url` (any by default; a RegExp is tested against
 * the whole URL) with `method` (any by default). The setup stops counting when the test ends.
 */
export function countRequests(url?: string | RegExp, method?: string): { count: number } {
  const seen = { count: 0 }
  onRequestSent(method, (request) => {
    if (typeof url === 'string' && request.url !== url) return
    if (url instanceof RegExp && !url.test(request.url)) return
    seen.count += 1
  })
  return seen
}

/** The requests sent from now on (with `method` only, when given), as `METHOD /path`, in order. */
export function recordRequests(method?: string): string[] {
  const sent: string[] = []
  onRequestSent(method, (request) =>
    sent.push(`${request.method} ${new URL(request.url).pathname}`),
  )
  return sent
}

/** A promise the test settles when it chooses: an answer held back until `release()`. */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release!: () => void
  const promise = new Promise<void>((resolve) => (release = resolve))
  return { promise, release }
}

/** The JSON bodies sent from now on to exactly `url`, in order. */
export function recordBodies(url: string): unknown[] {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.url === url) bodies.push(await request.clone().json())
  })
  return bodies
}
