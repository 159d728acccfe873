import type { Browser, Request } from '@playwright/test'

/** What a page loads first: every request until the network is idle, by kind, with no input. */
export const byteKinds = [
  'script',
  'stylesheet',
  'image (own)',
  'image (API)',
  'document',
  'font',
  'fetch',
  'other',
] as const
export type ByteKind = (typeof byteKinds)[number]

export interface KindBytes {
  requests: number
  /** Body bytes as received (gzip where the server compresses). */
  bytes: number
}

export interface PageBytes {
  url: string
  kinds: Record<ByteKind, KindBytes>
  total: KindBytes
  /** Each script loaded, largest first. */
  scripts: { file: string; bytes: number }[]
}

/** Lighthouse's mobile screen (Moto G Power), so lazy images load as they do there. */
export const mobileViewport = { width: 412, height: 823 }

function kindOf(request: Request, apiOrigin: string): ByteKind {
  const type = request.resourceType()
  if (type === 'image') {
    return new URL(request.url()).origin === apiOrigin ? 'image (API)' : 'image (own)'
  }
  if (type === 'xhr' || type === 'fetch') return 'fetch'
  if (type === 'script' || type === 'stylesheet' || type === 'document' || type === 'font') {
    return type
  }
  return 'other'
}

export async function measureBytes(
  browser: Browser,
  url: string,
  apiOrigin: string,
): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: mobileViewport })
  try {
    const page = await context.newPage()
    const sizes: Promise<{ kind: ByteKind; url: string; bytes: number }>[] = []
    const onFinished = (request: Request) => {
      if (request.url().startsWith('data:')) return
      const kind = kindOf(request, apiOrigin)
      sizes.push(
        request
          .sizes()
          .then((size) => ({ kind, url: request.url(), bytes: size.responseBodySize })),
      )
    }
    page.on('requestfinished', onFinished)
    await page.goto(url, { waitUntil: 'networkidle' })
    // A request finishing later (the service worker's first fetches) is not counted, and must
    // not ask for its sizes once the context is closed.
    page.off('requestfinished', onFinished)
    const empty = (): KindBytes => ({ requests: 0, bytes: 0 })
    const kinds = Object.fromEntries(byteKinds.map((kind) => [kind, empty()])) as Record<
      ByteKind,
      KindBytes
    >
    const total = empty()
    const scripts: PageBytes['scripts'] = []
    for (const size of await Promise.all(sizes)) {
      for (const sum of [kinds[size.kind], total]) {
        sum.requests += 1
        sum.bytes += size.bytes
      }
      if (size.kind === 'script') {
        scripts.push({ file: new URL(size.url).pathname, bytes: size.bytes })
      }
    }
    scripts.sort((a, b) => b.bytes - a.bytes)
    return { url, kinds, total, scripts }
  } finally {
    await context.close()
  }
}
