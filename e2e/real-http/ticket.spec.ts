import type { Page } from '@playwright/test'
import { expectNoAxeViolations, expectTargetsOfAtLeast24px, viewports } from '../a11y-helpers'
import { expect, test } from '../fixtures'
import { mockServerUrl } from '../servers'
import { logInThroughForm, signInThroughApi } from '../session-helpers'
import { readStoredData, waitForServiceWorker } from '../stored-data'
import { resetMockBackend } from './mock-backend'
import { factOf, nav, pdfPages, recordSharesAndPersist } from './page-helpers'

// The ticket opens offline from what the service worker keeps.
test.use({ serviceWorkers: 'allow' })

/**
 * The ticket (docs/product.md#ticket) on the production build, served by nginx with its service
 * worker, against npm run mock:server. Brian's one booking is 1: 2 seats on Lake Shuttle. A
 * logout leaves no ticket behind: ticket-expired-session.spec.ts; Share: share.spec.ts.
 */

const ticket = (page: Page) => page.getByRole('article', { name: 'Lake Shuttle' })

async function openTicketFromMyBookings(page: Page) {
  await nav(page).getByRole('link', { name: 'Bookings' }).click()
  const card = page.getByRole('list', { name: 'Bookings' }).getByRole('article', {
    name: 'Lake Shuttle',
  })
  await expect(factOf(card, 'Booking reference')).toHaveText('1')
  await card.getByRole('link', { name: 'View ticket' }).click()
  await expect(page).toHaveURL(/\/ticket\/1$/)
  await expect(ticket(page)).toBeVisible()
}

/** Printed: one page, the ticket without the top bar, the footer or anything to tap. */
async function expectOnePagePrint(page: Page) {
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.top-bar')).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  await expect(ticket(page)).toBeVisible()
  await expect(page.locator('.ticket__actions')).toBeHidden()
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1)
}

test.beforeEach(resetMockBackend)

test.describe('the ticket', () => {
  test.use({ viewport: viewports.phone })

  test('opens from My Bookings at 360 px with every fact, large reference, axe clean, 24 px targets; prints on one page; saved on the phone, opens offline in a new page after the page that opened it was closed', async ({
    page,
    context,
  }) => {
    const { persisted } = await recordSharesAndPersist(page)
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await waitForServiceWorker(page)
    await openTicketFromMyBookings(page)
    await expect(page).toHaveTitle('Ticket · Matatu')
    const reference = factOf(ticket(page), 'Booking reference')
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

  test('Kiswahili: the ticket is tiketi, the booking safari; prints on one page', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'sw'))
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
    await page.goto('/ticket/1')
    await expect(page.getByRole('heading', { level: 1, name: 'Tiketi' })).toBeVisible()
    await expect(factOf(page, 'Nambari ya tiketi')).toHaveText('1')
    // The one clock and the one way to write a route: "10:00 AM" from the backend reads 10:00.
    await expect(factOf(page, 'Kuondoka')).toHaveText('10:00')
    await expect(factOf(page, 'Njia')).toHaveText('Nairobi → Kisumu')
    await expect(factOf(page, 'Idadi ya viti')).toHaveText('2')
    await expect(page.getByText('Onyesha tiketi hii unapopanda.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Rudi kwenye safari zangu' })).toBeVisible()
    await expectNoAxeViolations(page)
    await expectOnePagePrint(page)
  })
})

test.describe('no ticket where there is no booking', () => {
  const missing = 'This booking is no longer in your bookings.'

  test('signed out: the sign-in message, and logging in from there returns to the ticket; a cancelled booking and an unknown key get the one neutral message', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('dialog', (dialog) => void dialog.accept())
    // signed out
    await page.goto('/ticket/1')
    await expect(page.getByText('Please log in to see your ticket.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/login\?redirect=%2Fticket%2F1$/)
    await logInThroughForm(page, 'brian')
    await expect(page).toHaveURL(/\/ticket\/1$/)
    await expect(ticket(page)).toBeVisible()

    // an unknown key, then a cancelled booking
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
})
