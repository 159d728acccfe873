import { mockServerUrl, realAppUrl } from '../servers'
import { expect, recordRequests, test } from '../fixtures'
import { recordLayoutShifts, sumOf } from './layout-shifts'
import { resetMockBackend } from './mock-backend'

test.describe('prerendered first HTML of the production build', () => {
  test.beforeEach(resetMockBackend)

  // Other app paths get the bare shell, an unknown address its 404 page: host.spec.ts; the scripts
  // of every page: security-csp.spec.ts.
  test('/ and /buses arrive with their first screen; robots.txt is text', async ({ request }) => {
    const home = await (await request.get('/')).text()
    expect(home).toContain('Book bus or shuttle rides, select your seat, and pay online')
    expect(home).toContain('Guest sessions last for 15 minutes.')

    const buses = await (await request.get('/buses')).text()
    expect(buses).toContain('Loading buses...')
    // Requested with the HTML, beside the page's modules.
    const head = buses.slice(0, buses.indexOf('</head>'))
    expect(head).toContain(
      `<link rel="preload" as="fetch" crossorigin href="${mockServerUrl}/api/buses/">`,
    )
    expect(buses).toContain('<title>Buses · Matatu</title>')

    // A file is served as itself, never as the shell.
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
    expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/$/m)
  })

  // Book Now! working on the prerendered home: first-screen.spec.ts.
  test('the app takes over the prerendered home without a shift; the prerendered bus list loads its cards and pictures from the server, also when it fails', async ({
    mockServer,
    page,
    browser,
    request,
  }) => {
    // the home
    const shifts = await recordLayoutShifts(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    const cls = sumOf((await shifts()).filter((shift) => !shift.hadRecentInput))
    expect(cls).toBeLessThanOrEqual(0.02)

    // the bus list
    const apiCalls = recordRequests(page, (call) =>
      call.url().startsWith(mockServerUrl) ? call.url() : undefined,
    )
    await page.goto('/buses')
    const cards = page.getByRole('list', { name: 'Buses' }).getByRole('article')
    await expect(cards).toHaveCount(5)
    await expect(page.getByText('Loading buses...')).toHaveCount(0)
    const image = cards.first().getByRole('img')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect(apiCalls).toContain(`${mockServerUrl}/api/buses/`)
    // No mock code in this build: no mock worker, no console handle.
    expect(await page.evaluate(() => 'matatuMock' in window)).toBe(false)

    // A first visit, with nothing saved (saved data would show instead, docs/product.md#offline).
    await request.put(`${mockServer}/__mock/scenario`, { data: { fail: ['buses'] } })
    const firstVisit = await browser.newContext({ baseURL: realAppUrl })
    try {
      const fresh = await firstVisit.newPage()
      await fresh.goto('/buses')
      await expect(fresh.getByText('Failed to load buses')).toBeVisible()
    } finally {
      await firstVisit.close()
    }
  })
})
