import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Locator, Page } from '@playwright/test'
import { viewports } from '../a11y-helpers'
import { expect, test } from '../fixtures'
import { mockServerUrl } from '../servers'
import { signInThroughApi } from '../session-helpers'

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

test.beforeEach(async ({ request, mockServer }) => {
  expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
})

for (const [name, viewport] of Object.entries({
  phone: viewports.phone,
  desktop: viewports.desktop,
})) {
  test(`the ticket's QR code holds its reference, on screen and in print (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await page.goto('/ticket/1')
    await expect(referenceOf(page)).toHaveText('1')
    const reference = await referenceOf(page).innerText()
    const code = ticket(page).getByRole('img', { name: `QR code of ticket ${reference}` })
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

test('named in Kiswahili', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'sw'))
  await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
  await page.goto('/ticket/1')
  const code = ticket(page).getByRole('img', { name: 'Msimbo wa QR wa tiketi 1' })
  await expect(code).toBeVisible()
  expect(await decode(code)).toBe('1')
})

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
