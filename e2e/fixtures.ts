import { test as base, expect, type Page, type Request, type Route } from '@playwright/test'
import { startMockHttpServer } from '../mocks/http-server'
import { mockServerUrl } from './servers'

/**
 * The one uncaught error that is not the app's, in the mock-enabled build only: a full page load
 * racing MSW's worker unregistering itself (CLIENT_CLOSED in mocks/worker/mockServiceWorker.js)
 * makes worker.start() update() the dying registration, unhandled. The page still works; each one
 * is noted on the test as an annotation.
 */
const mswUpdateRace =
  /^Failed to update a ServiceWorker for scope \('[^']*'\) with script \('[^']*\/mockServiceWorker\.js'\): Not found$/

/**
 * Every test fails on an uncaught exception in any of its pages. Each worker runs a mock backend
 * of its own, so the real-HTTP tests run in parallel: its browser reaches it at mockServerUrl
 * (--host-resolver-rules), a test's own calls from Node at `mockServer`.
 */
export const test = base.extend<
  { pageErrors: Error[]; mockServer: string },
  { workerMockServer: { port: number; url: string } }
>({
  workerMockServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures it needs from this pattern
    async ({}, use) => {
      const server = await startMockHttpServer(0, { publicUrl: mockServerUrl })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, workerMockServer }, use) => {
      const mapped = `MAP ${new URL(mockServerUrl).host} 127.0.0.1:${workerMockServer.port}`
      const args = [...(launchOptions.args ?? []), `--host-resolver-rules=${mapped}`]
      await use({ ...launchOptions, args })
    },
    { scope: 'worker' },
  ],
  mockServer: [async ({ workerMockServer }, use) => use(workerMockServer.url), { scope: 'test' }],
  pageErrors: [
    // Read from the context, not from `page`: a test that only makes requests opens no page.
    async ({ context }, use, testInfo) => {
      const errors: Error[] = []
      context.on('weberror', (webError) => {
        const error = webError.error()
        if (!mswUpdateRace.test(error.message)) errors.push(error)
        else testInfo.annotations.push({ type: 'msw-update-race', description: error.message })
      })
      await use(errors)
      expect(errors, 'uncaught exceptions in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * `route.fetch()` for a call to the API base: Playwright fetches it from Node, which reaches
 * this worker's mock backend where it listens (`mockServer`), not at the address the browser maps.
 */
export function fetchFromMockServer(route: Route, mockServer: string) {
  return route.fetch({ url: route.request().url().replace(mockServerUrl, mockServer) })
}

/** Answers every native dialog (alert/confirm/prompt) and records its text. */
export function recordDialogs(
  page: Page,
  answer: (message: string) => string | boolean = () => true,
) {
  const messages: string[] = []
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message())
    const reply = answer(dialog.message())
    if (reply === false) await dialog.dismiss()
    else if (typeof reply === 'string') await dialog.accept(reply)
    else await dialog.accept()
  })
  return messages
}

/** What `note` makes of each of the page's requests from now on, when it makes something. */
export function recordRequests(page: Page, note: (request: Request) => string | undefined) {
  const notes: string[] = []
  page.on('request', (request) => {
    const noted = note(request)
    if (noted !== undefined) notes.push(noted)
  })
  return notes
}

/** A real 1×1 PNG, so an uploaded picture must actually decode in the browser. */
export const tinyPng = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
}
