import { expect, recordDialogs, test } from '../fixtures'
import { mockServerUrl, telemetryChunk } from '../servers'
import { signInThroughApi } from '../session-helpers'
import { resetMockBackend } from './mock-backend'

/**
 * A build without VITE_TELEMETRY_URL holds no telemetry (docs/telemetry.md#turning-it-on): a
 * whole walk, first screens settled and the page left, sends nothing to /telemetry and
 * downloads no web-vitals chunk. (The telemetry project tests the build that has it.)
 */

test.beforeEach(resetMockBackend)

test('without a telemetry URL: no beacon, no telemetry chunk, through a whole walk', async ({
  page,
  context,
}) => {
  const requests: string[] = []
  context.on('request', (request) => requests.push(request.url()))
  recordDialogs(page, (message) => (message.startsWith('How many') ? '1' : true))

  await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
  // What a telemetry build loads its chunk after: the first screen has settled.
  const settled = page.waitForResponse(/\/assets\/service-worker-[\w-]+\.js$/)
  await page.goto('/buses')
  await settled
  const card = page.getByRole('list', { name: 'Buses' }).getByRole('article', {
    name: 'Coast Express',
  })
  await card.getByRole('button', { name: 'Book Seat' }).click()
  await card.getByRole('link', { name: 'View ticket' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible()
  // Leaving: pagehide and visibilitychange, when a telemetry build sends its vitals.
  await page.goto('about:blank')

  expect(requests.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true)
  expect(requests.filter((url) => /\/telemetry\b/.test(new URL(url).pathname))).toEqual([])
  expect(requests.filter((url) => telemetryChunk.test(url) || /web-vitals/.test(url))).toEqual([])
})
