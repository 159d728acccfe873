import perfBudgets from '../../perf/budgets.json' with { type: 'json' }
import { emulateSlowPhone, phoneScreen } from '../slow-phone'
import { mockServerUrl } from '../servers'
import { expect, test } from '../fixtures'
import { resetMockBackend } from './mock-backend'

/**
 * The production build with the data saver on (docs/product.md#data-saver), prerendered /buses
 * on a slow phone: its boxes take the pictures' place, so the page stays as steady as with
 * pictures (the bench's CLS budget), and no picture is requested.
 */
test.use({ viewport: phoneScreen, hasTouch: true, isMobile: true })
test.setTimeout(90_000)

test.beforeEach(resetMockBackend)

test('/buses with the browser asking to save data: no picture, and steady', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => Object.assign(new EventTarget(), { saveData: true }),
    })
    const shifts: number[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
    Object.assign(window, { shifts })
  })
  const pictures: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${mockServerUrl}/images/`)) pictures.push(request.url())
  })
  await emulateSlowPhone(page, 4)
  await page.goto('/buses', { waitUntil: 'commit' })
  const list = page.getByRole('list', { name: 'Buses' })
  await expect(list.getByRole('button', { name: /^Show picture of/ })).toHaveCount(5, {
    timeout: 45_000,
  })
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
  const total = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    return (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0)
  })
  expect(total).toBeLessThanOrEqual(perfBudgets.budgets.cls)
  expect(pictures).toEqual([])
})
