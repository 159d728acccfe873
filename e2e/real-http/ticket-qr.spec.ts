import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Locator, Page } from '@playwright/test'
import { viewports } from '../a11y-helpers'
import { expect, test } from '../fixtures'
import { mockServerUrl } from '../servers'
import { signInThroughApi } from '../session-helpers'
import { textIn } from '../english-check'
import { resetMockBackend } from './mock-backend'

/**
 * The ticket's QR code (docs/product.md#ticket) on the production build behind nginx: what a
 * camera sees of it, on screen and on paper. Brian's one booking has the reference 1.
 */

const ticket = (page: Page) => page.getByRole('article', { name: 'Lake Shuttle' })
const referenceOf = (page: Page) => ticket(page).locator('.ticket__reference dd')

/** What a reader finds in a screenshot of the element, dark on light only, as a camera sees it. */
async function decode(element: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await element.screenshot({ animations: 'disabled' }))
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length)
  return jsQR(pixels, png.width, png.height, { inversionAttempts: 'dontInvert' })?.data
}

/** The element's side in CSS px, laid out: never under 160, and square. */
async function expectAtLeast160Square(element: Locator) {
  const box = await element.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(160)
  expect(box?.height).toBe(box?.width)
}

test.beforeEach(resetMockBackend)

for (const [size, language] of [
  ['phone', 'en'],
  ['desktop', 'en'],
  ['phone', 'sw'],
] as const) {
  test(`the ticket's QR code holds its reference, on screen and in print (${size}, ${language})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewports[size])
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await page.goto('/ticket/1')
    await expect(referenceOf(page)).toHaveText('1')
    const reference = await referenceOf(page).innerText()
    const name = textIn(language)('bookings_ticket_qr').replace('{reference}', reference)
    const code = ticket(page).getByRole('img', { name })
    await expect(code).toBeVisible()
    await expectAtLeast160Square(code)
    expect(await decode(code)).toBe(reference)
    // The large reference stays on screen beside it.
    await expect(referenceOf(page)).toBeInViewport()

    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.ticket__actions')).toBeHidden()
    await expect(code).toBeVisible()
    await expectAtLeast160Square(code)
    expect(await decode(code)).toBe(reference)
  })
}

test('its encoder comes with the ticket, not with the first screens', async ({ page }) => {
  const encoder = 'lean-qr error'
  // The scripts' addresses, read again afterwards: a response's own body may be gone once the
  // page that asked for it has been left.
  const scripts = new Set<string>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url())
  })
  const loadedEncoder = async () => {
    const bodies = await Promise.all(
      [...scripts].map(async (url) => (await page.request.get(url)).text()),
    )
    return bodies.some((js) => js.includes(encoder))
  }

  for (const path of ['/', '/buses']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
    await page.waitForLoadState('networkidle')
    expect(await loadedEncoder(), path).toBe(false)
  }
  await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
  await page.goto('/ticket/1')
  await expect(ticket(page).getByRole('img', { name: 'QR code of ticket 1' })).toBeVisible()
  expect(await loadedEncoder()).toBe(true)
})
