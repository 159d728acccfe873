import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import type { Locator, Page } from '@playwright/test'
import type { Locale } from '../../src/paraglide/runtime.js'
import { expectNoAxeViolations, expectTargetsOfAtLeast24px, viewports } from '../a11y-helpers'
import { textIn } from '../english-check'
import { expect, test } from '../fixtures'
import { mockServerUrl } from '../servers'
import { signInThroughApi } from '../session-helpers'
import { readStoredData, waitForServiceWorker } from '../stored-data'
import { resetMockBackend } from './mock-backend'
import { factOf, nav, pdfPages, recordSharesAndPersist } from './page-helpers'

// The ticket opens offline from what the service worker keeps.
test.use({ serviceWorkers: 'allow' })

/**
 * The ticket (docs/product.md#ticket) on the production build, served by nginx with its service
 * worker, against npm run mock:server: Share, and its QR code as a camera sees it, on screen and
 * on paper. Brian's one booking is 1: 2 seats on Lake Shuttle. A logout leaves no ticket behind:
 * ticket-expired-session.spec.ts. No ticket shows where there is no booking (an unknown key, a
 * cancelled booking): ticket-screen.test.tsx and tickets-on-this-phone.test.tsx.
 */

const ticket = (page: Page) => page.getByRole('article', { name: 'Lake Shuttle' })
const lakeShuttle = {
  title: 'My Matatu booking',
  text: 'My Matatu booking\nReference: 1\nBus: Lake Shuttle\nRoute: Nairobi → Kisumu\nSeats: 2\nTotal: KES 2,400',
}

/** What a reader finds in a screenshot of the element, dark on light only, as a camera sees it. */
async function decode(element: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await element.screenshot({ animations: 'disabled' }))
  const pixels = new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length)
  return jsQR(pixels, png.width, png.height, { inversionAttempts: 'dontInvert' })?.data
}

/** The QR code, named in `language`: square, never under 160 CSS px, and it holds the reference. */
async function expectQrCode(page: Page, language: Locale) {
  const name = textIn(language)('bookings_ticket_qr').replace('{reference}', '1')
  const code = ticket(page).getByRole('img', { name })
  await expect(code).toBeVisible()
  const box = await code.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(160)
  expect(box?.height).toBe(box?.width)
  expect(await decode(code)).toBe('1')
}

/** Printed: one page, the ticket and its QR code without the top bar, the footer or anything to tap. */
async function expectOnePagePrint(page: Page, language: Locale = 'en') {
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.top-bar')).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  await expect(ticket(page)).toBeVisible()
  await expect(page.locator('.ticket__actions')).toBeHidden()
  await expectQrCode(page, language)
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1)
}

test.beforeEach(resetMockBackend)

test.describe('the ticket', () => {
  test.use({ viewport: viewports.phone })

  test('My Bookings and the ticket hand the booking to the share sheet; the ticket at 360 px: a large reference beside its QR code, axe clean, 24 px targets; prints on one page; saved on the phone, opens offline in a new page after the page that opened it was closed', async ({
    page,
    context,
  }) => {
    const { persisted, shared } = await recordSharesAndPersist(page)
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await waitForServiceWorker(page)
    await nav(page).getByRole('link', { name: 'Bookings' }).click()
    const card = page.getByRole('list', { name: 'Bookings' }).getByRole('article', {
      name: 'Lake Shuttle',
    })
    await expect(factOf(card, 'Booking reference')).toHaveText('1')
    await card.getByRole('button', { name: 'Share' }).click()
    await expect.poll(shared).toEqual([lakeShuttle])
    await expect(page.getByRole('group', { name: 'Share with' })).toHaveCount(0)
    await card.getByRole('link', { name: 'View ticket' }).click()
    await expect(page).toHaveURL(/\/ticket\/1$/)
    await expect(page).toHaveTitle('Ticket · Matatu')
    // Every fact a conductor reads: src/features/bookings/components/ticket-screen.test.tsx.
    const reference = factOf(ticket(page), 'Booking reference')
    await expect(reference).toHaveText('1')
    const size = await reference.evaluate((element) =>
      parseFloat(getComputedStyle(element).fontSize),
    )
    expect(size).toBeGreaterThanOrEqual(32)
    await expectQrCode(page, 'en')
    await expect(reference).toBeInViewport()
    await expect(factOf(page, 'Departure')).toHaveText('10:00 AM')
    await expect(factOf(page, 'Seats Booked')).toHaveText('2')
    await expectNoAxeViolations(page)
    await expectTargetsOfAtLeast24px(page)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect.poll(shared).toEqual([lakeShuttle, lakeShuttle])
    // saved on the phone
    await expect(page.getByText('Saved on this phone — opens without internet.')).toBeVisible()
    expect(await persisted()).toContain('/ticket/1')
    await expect
      .poll(async () => (await readStoredData(page)).indexedDb.join('\n'))
      .toContain('Lake Shuttle')
    await expectOnePagePrint(page)
    await page.close()

    await context.setOffline(true)
    const later = await context.newPage()
    const response = await later.goto('/ticket/1')
    expect(response?.fromServiceWorker()).toBe(true)
    await expect(ticket(later)).toBeVisible()
    await expect(factOf(later, 'Seats Booked')).toHaveText('2')
    await expect(factOf(later, 'Departure')).toHaveText('10:00 AM')
    // Offline, the line below the card says when the copy was last checked; no offline notice
    // sits above the card, so the reference stays at the top.
    await expect(later.locator('.ticket__saved')).toHaveText(
      /^Saved on this phone — opens without internet\. Last checked at \d\d:\d\d\.$/,
    )
    await expect(later.getByText(/^You are offline\./)).toHaveCount(0)
  })

  for (const [language, size, departure] of [
    ['sw', 'phone', '10:00'],
    ['en', 'desktop', '10:00 AM'],
  ] as const) {
    test(`${language} at ${size}: the title, the facts, the QR code beside the reference, axe clean; prints on one page`, async ({
      page,
    }) => {
      const text = textIn(language)
      await page.setViewportSize(viewports[size])
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
      await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
      await page.goto('/ticket/1')
      await expect(
        page.getByRole('heading', { level: 1, name: text('bookings_ticket_title') }),
      ).toBeVisible()
      await expect(factOf(page, text('bookings_reference'))).toHaveText('1')
      // The one clock: "10:00 AM" from the backend reads 10:00 in Kiswahili.
      await expect(factOf(page, text('bookings_ticket_departure'))).toHaveText(departure)
      await expect(page.getByRole('link', { name: text('bookings_ticket_back') })).toBeVisible()
      await expectQrCode(page, language)
      await expect(factOf(page, text('bookings_reference'))).toBeInViewport()
      await expectNoAxeViolations(page)
      await expectOnePagePrint(page, language)
    })
  }
})

test('the QR encoder comes with the ticket, not with the first screens', async ({ page }) => {
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
