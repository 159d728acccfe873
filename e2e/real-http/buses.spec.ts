import { mockServerUrl } from '../../playwright.config'
import { expect, test } from '../fixtures'

test.describe('production build against npm run mock:server over real HTTP', () => {
  test.beforeEach(async ({ request }) => {
    const reset = await request.post(`${mockServerUrl}/__mock/reset`)
    expect(reset.ok()).toBe(true)
  })

  test('loads the buses and their pictures from the server', async ({ page }) => {
    const apiCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(mockServerUrl)) apiCalls.push(request.url())
    })
    await page.goto('/buses')
    const cards = page.getByRole('list', { name: 'Buses' }).getByRole('article')
    await expect(cards).toHaveCount(5)
    const image = cards.first().getByRole('img')
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect(apiCalls).toContain(`${mockServerUrl}/api/buses/`)
    // No mock code in this build: no service worker, no console handle.
    expect(await page.evaluate(() => 'matatuMock' in window)).toBe(false)
  })

  test("shows 'Failed to load buses' when the server fails", async ({ page, request }) => {
    await request.put(`${mockServerUrl}/__mock/scenario`, { data: { fail: ['buses'] } })
    await page.goto('/buses')
    await expect(page.getByText('Failed to load buses')).toBeVisible()
  })
})
