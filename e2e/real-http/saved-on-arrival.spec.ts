import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { mockServerUrl } from '../servers'
import { signInThroughApi } from '../session-helpers'
import { waitForServiceWorker } from '../stored-data'
import { seedCredentials } from '../../mocks/seed'

// What the service worker and the app keep on the phone, back offline.
test.use({ serviceWorkers: 'allow' })

/**
 * What a traveller saw is saved the moment it arrived (src/lib/saved-data.ts), not after a
 * quiet moment that the next page load cuts short: each test leaves the screen as soon as its
 * data shows, loses the connection, and finds the same data offline.
 */

const savedNotice = /^You are offline\. Showing what was saved at \d\d:\d\d\.$/
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const busCards = (page: Page) => page.getByRole('list', { name: 'Buses' }).getByRole('article')
const bookingHeading = (page: Page) => page.getByRole('heading', { name: 'Lake Shuttle' })
const profileName = (page: Page) => page.getByText(seedCredentials.brian.email, { exact: true })

test.beforeEach(async ({ page, request, mockServer }) => {
  expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
  await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
  await waitForServiceWorker(page)
})

async function expectSavedBusesOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await page.goto('/buses')
  await expect(busCards(page)).toHaveCount(5)
  await expect(page.getByText(savedNotice)).toBeVisible()
}

test('/buses opened by a page load and left by another as soon as a card shows: offline, its cards come back', async ({
  page,
  context,
}) => {
  await page.goto('/buses')
  await busCards(page).first().waitFor()
  await page.goto('/bookings')
  await expectSavedBusesOffline(page, context)
})

test('/buses opened in the app and left by a link as soon as a card shows: offline, its cards come back', async ({
  page,
  context,
}) => {
  await nav(page).getByRole('link', { name: 'Buses' }).click()
  await busCards(page).first().waitFor()
  await nav(page).getByRole('link', { name: 'Bookings' }).click()
  await expectSavedBusesOffline(page, context)
})

test('/bookings and /profile left as soon as they show: offline, both come back with the notice', async ({
  page,
  context,
}) => {
  await page.goto('/bookings')
  await bookingHeading(page).waitFor()
  await page.goto('/profile')
  await profileName(page).waitFor()
  await nav(page).getByRole('link', { name: 'Home' }).click()

  await context.setOffline(true)
  await page.goto('/bookings')
  await expect(bookingHeading(page)).toBeVisible()
  await expect(page.getByText(savedNotice)).toBeVisible()
  await page.goto('/profile')
  await expect(profileName(page)).toBeVisible()
  await expect(page.getByText(savedNotice)).toBeVisible()
})
