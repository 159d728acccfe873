import type { Page } from '@playwright/test'
import { expect, recordRequests, test, tinyPng } from './fixtures'
import { signInThroughApi } from './session-helpers'

/**
 * The data saver in Chromium (docs/product.md#data-saver): which pictures the browser really
 * requests, with the footer's switch and after "Show picture". The browser's own Save-Data is
 * real-http/first-screen.spec.ts's; the rules in detail are proven in Vitest (bus-picture.test.tsx,
 * data-saver-store.test.ts, mocks/browser-persistence.test.ts for the QA switch); that the choice
 * survives a logout, in language.spec.ts.
 */

const busList = (page: Page) => page.getByRole('list', { name: 'Buses' })
const showPicture = (page: Page) => busList(page).getByRole('button', { name: /^Show picture of/ })
const dataSaver = (page: Page) => page.getByRole('switch', { name: 'Data saver' })

test('the switch turns it on, "Show picture" downloads that picture once, a reload keeps it', async ({
  page,
}) => {
  const requests = recordRequests(page, (request) =>
    new URL(request.url()).pathname.startsWith('/images/') ? request.url() : undefined,
  )
  await page.goto('/?mockPanel=off')
  await expect(dataSaver(page)).toHaveAttribute('aria-checked', 'false')
  await dataSaver(page).click()
  await expect(dataSaver(page)).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buses' }).click()
  await expect(showPicture(page)).toHaveCount(5)
  await page.waitForLoadState('networkidle')
  expect(requests).toEqual([])

  await busList(page).getByRole('button', { name: 'Show picture of Coast Express' }).click()
  const picture = busList(page).getByRole('img', { name: 'Coast Express bus' })
  await expect(picture).toBeFocused()
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640)
  expect(requests).toEqual(['http://localhost:5500/images/buses/mombasa.jpg'])

  await page.reload()
  await expect(showPicture(page)).toHaveCount(5)
  await expect(dataSaver(page)).toHaveAttribute('aria-checked', 'true')
  await page.waitForLoadState('networkidle')
  expect(requests).toHaveLength(1)
})

test('profile: no picture downloaded, a click on it still uploads, "Show picture" shows it', async ({
  page,
}) => {
  await signInThroughApi(page)
  // A picture first, with the data saver off.
  await page.goto('/profile?mockPanel=off')
  await page.getByLabel('Profile picture file').setInputFiles(tinyPng)
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toBeVisible()
  await dataSaver(page).click()

  const calls = recordRequests(page, (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/uploads/') || request.method() === 'PUT')
      return `${request.method()} ${pathname.replace(/user-.*/, '…')}`
  })
  await page.reload()
  const main = page.getByRole('main')
  await expect(main.getByRole('button', { name: 'Show picture', exact: true })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveCount(0)

  const chooser = page.waitForEvent('filechooser')
  await main.getByRole('button', { name: 'Change profile picture' }).click()
  await (await chooser).setFiles(tinyPng)
  await expect(
    page.getByRole('status').filter({ hasText: 'Profile picture updated' }),
  ).toBeVisible()
  expect(calls).toEqual(['PUT /api/auth/profile/'])

  await main.getByRole('button', { name: 'Show picture', exact: true }).click()
  const picture = page.getByRole('img', { name: 'Your profile picture' })
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  expect(calls).toEqual(['PUT /api/auth/profile/', 'GET /uploads/…'])
})
