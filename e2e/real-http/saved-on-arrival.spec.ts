import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures'
import { mockServerUrl } from '../servers'
import { signInThroughApi } from '../session-helpers'
import { waitForServiceWorker } from '../stored-data'
import { seedCredentials } from '../../mocks/seed'
import { resetMockBackend } from './mock-backend'
import { nav, savedNotice } from './page-helpers'

// What the service worker and the app keep on the phone, back offline.
test.use({ serviceWorkers: 'allow' })

/**
 * What a traveller saw is saved the moment it arrived (src/lib/saved-data.ts), not after a
 * quiet moment that the next page load cuts short: each test leaves the screen as soon as its
 * data shows, loses the connection, and finds the same data offline.
 */

const busCards = (page: Page) => page.getByRole('list', { name: 'Buses' }).getByRole('article')
const bookingHeading = (page: Page) => page.getByRole('heading', { name: 'Lake Shuttle' })
const profileName = (page: Page) => page.getByText(seedCredentials.brian.email, { exact: true })

test.beforeEach(async ({ page, request, mockServer }) => {
  await resetMockBackend({ request, mockServer })
  await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
  await waitForServiceWorker(page)
})

const byLoad = (page: Page, to: string) => page.goto(`/${to.toLowerCase()}`)
const byLink = (page: Page, to: string) => nav(page).getByRole('link', { name: to }).click()
for (const [how, go] of [
  ['a page load and left by another', byLoad],
  ['the app and left by a link', byLink],
] as const) {
  test(`/buses opened by ${how} as soon as a card shows: offline, its cards come back`, async ({
    page,
    context,
  }) => {
    await go(page, 'Buses')
    await busCards(page).first().waitFor()
    await go(page, 'Bookings')
    await context.setOffline(true)
    await page.goto('/buses')
    await expect(busCards(page)).toHaveCount(5)
    await expect(page.getByText(savedNotice)).toBeVisible()
  })
}

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
