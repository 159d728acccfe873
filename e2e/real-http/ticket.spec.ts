import type { Page } from '@playwright/test'
import { expectNoAxeViolations, expectTargetsOfAtLeast24px, viewports } from '../a11y-helpers'
import { locales } from '../../src/paraglide/runtime.js'
import { expect, test } from '../fixtures'
import { mockServerUrl } from '../servers'
import { logInThroughForm, signInThroughApi } from '../session-helpers'
import { readStoredData, waitForServiceWorker } from '../stored-data'

// The ticket opens offline from what the service worker keeps.
test.use({ serviceWorkers: 'allow' })

/**
 * The ticket (docs/product.md#ticket) on the production build, served by nginx with its service
 * worker, against npm run mock:server. Brian's one booking is 1: 2 seats on Lake Shuttle.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const ticket = (page: Page) => page.getByRole('article', { name: 'Lake Shuttle' })
const factOf = (page: Page, term: string) => page.locator(`dt:text-is("${term}") + dd`)
const savedOnPhone = 'Saved on this phone — opens without internet.'

/** How many pages a PDF has (Chromium writes one `/Type /Page` object per page). */
function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
}

/** Records every navigator.storage.persist() call, answered as granted. */
async function recordPersist(page: Page) {
  await page.addInitScript(() => {
    const calls: string[] = []
    Object.assign(window, { __persistCalls: calls })
    Object.defineProperty(navigator.storage, 'persist', {
      configurable: true,
      value: () => {
        calls.push(location.pathname)
        return Promise.resolve(true)
      },
    })
  })
  return () =>
    page.evaluate(() => (window as unknown as { __persistCalls: string[] }).__persistCalls)
}

async function openTicketFromMyBookings(page: Page) {
  await nav(page).getByRole('link', { name: 'Bookings' }).click()
  const card = page.getByRole('list', { name: 'Bookings' }).getByRole('article', {
    name: 'Lake Shuttle',
  })
  await expect(card.locator('dt:text-is("Booking reference") + dd')).toHaveText('1')
  await card.getByRole('link', { name: 'View ticket' }).click()
  await expect(page).toHaveURL(/\/ticket\/1$/)
  await expect(ticket(page)).toBeVisible()
}

test.beforeEach(async ({ request, mockServer }) => {
  expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
})

test.describe('the ticket', () => {
  test.use({ viewport: viewports.phone })

  test('opens from My Bookings at 360 px with every fact, large reference, axe clean, 24 px targets', async ({
    page,
  }) => {
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await openTicketFromMyBookings(page)
    await expect(page).toHaveTitle('Ticket · Matatu')
    const reference = ticket(page).locator('dt:text-is("Booking reference") + dd')
    await expect(reference).toHaveText('1')
    const size = await reference.evaluate((element) =>
      parseFloat(getComputedStyle(element).fontSize),
    )
    expect(size).toBeGreaterThanOrEqual(32)
    await expect(factOf(page, 'Passenger')).toHaveText('brian')
    await expect(ticket(page).getByRole('img', { name: 'Lake Shuttle bus' })).toBeVisible()
    await expect(factOf(page, 'Route')).toHaveText('Nairobi → Kisumu')
    await expect(factOf(page, 'Departure')).toHaveText('10:00 AM')
    await expect(factOf(page, 'Seats Booked')).toHaveText('2')
    await expect(factOf(page, 'Total Price')).toHaveText('KES 2,400')
    await expect(page.getByText('Show this ticket when you board.')).toBeVisible()
    await expectNoAxeViolations(page)
    await expectTargetsOfAtLeast24px(page)
  })

  test('Kiswahili: the ticket is tiketi, the booking safari', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'sw'))
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await page.goto('/ticket/1')
    await expect(page.getByRole('heading', { level: 1, name: 'Tiketi' })).toBeVisible()
    await expect(page.locator('dt:text-is("Nambari ya tiketi") + dd')).toHaveText('1')
    // The one clock and the one way to write a route: "10:00 AM" from the backend reads 10:00.
    await expect(page.locator('dt:text-is("Kuondoka") + dd')).toHaveText('10:00')
    await expect(page.locator('dt:text-is("Njia") + dd')).toHaveText('Nairobi → Kisumu')
    await expect(page.locator('dt:text-is("Idadi ya viti") + dd')).toHaveText('2')
    await expect(page.getByText('Onyesha tiketi hii unapopanda.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Rudi kwenye safari zangu' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('opens offline in a new page after the page that opened it was closed, saved on the phone', async ({
    page,
    context,
  }) => {
    const persistCalls = await recordPersist(page)
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await waitForServiceWorker(page)
    await openTicketFromMyBookings(page)
    await expect(page.getByText(savedOnPhone)).toBeVisible()
    expect(await persistCalls()).toContain('/ticket/1')
    await expect
      .poll(async () => (await readStoredData(page)).indexedDb.join('\n'))
      .toContain('Lake Shuttle')
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

  test('Share sends the booking with its reference', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { __shared: shared })
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data)
          return Promise.resolve()
        },
      })
    })
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await page.goto('/ticket/1')
    await ticket(page).waitFor()
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([
        {
          title: 'My Matatu booking',
          text: 'My Matatu booking\nReference: 1\nBus: Lake Shuttle\nRoute: Nairobi → Kisumu\nSeats: 2\nTotal: KES 2,400',
        },
      ])
  })

  for (const language of locales) {
    test(`prints on one page without the top bar and the footer (${language})`, async ({
      page,
    }) => {
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
      await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
      await page.goto('/ticket/1')
      await ticket(page).waitFor()
      await page.emulateMedia({ media: 'print' })
      await expect(page.locator('.top-bar')).toBeHidden()
      await expect(page.locator('.site-footer')).toBeHidden()
      await expect(ticket(page)).toBeVisible()
      await expect(page.locator('.ticket__actions')).toBeHidden()
      expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1)
    })
  }
})

test.describe('no ticket where there is no booking', () => {
  const missing = 'This booking is no longer in your bookings.'

  test('a cancelled booking and an unknown key get the one neutral message', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('dialog', (dialog) => void dialog.accept())
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await page.goto('/ticket/999')
    await expect(page.getByText(missing)).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)

    await nav(page).getByRole('link', { name: 'Bookings' }).click()
    await page.getByRole('button', { name: 'Cancel Booking' }).click()
    await expect(page.getByText('You have no bookings yet.')).toBeVisible()
    await page.goto('/ticket/1')
    await expect(page.getByText(missing)).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('signed out: the sign-in message, and logging in from there returns to the ticket', async ({
    page,
  }) => {
    await page.goto('/ticket/1')
    await expect(page.getByText('Please log in to see your ticket.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fticket%2F1$/)
    await logInThroughForm(page, 'brian')
    await expect(page).toHaveURL(/\/ticket\/1$/)
    await expect(ticket(page)).toBeVisible()
  })

  test('logout leaves no ticket behind, online or offline', async ({ page, context }) => {
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await waitForServiceWorker(page)
    await page.goto('/ticket/1')
    await expect(ticket(page)).toBeVisible()
    await expect(page.getByText(savedOnPhone)).toBeVisible()
    await nav(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect
      .poll(async () => JSON.stringify(await readStoredData(page)))
      .not.toContain('Lake Shuttle')

    await page.goto('/ticket/1')
    await expect(page.getByText('Please log in to see your ticket.')).toBeVisible()
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByText('Please log in to see your ticket.')).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(0)
  })
})
