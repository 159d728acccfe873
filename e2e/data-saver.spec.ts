import type { BrowserContext, Page } from '@playwright/test'
import { expect, recordRequests, test, tinyPng } from './fixtures'
import { signInThroughApi } from './session-helpers'

/**
 * The data saver in Chromium (docs/product.md#data-saver): which pictures the browser really
 * requests, with the browser's Save-Data, with the footer's switch and after "Show picture".
 * The rules in detail are proven in Vitest (bus-picture.test.tsx, data-saver-store.test.ts); that
 * the choice survives a logout, in language.spec.ts.
 */

/** Runs in the page before its scripts: the browser asks to save data, as Chromium's setting. */
async function browserAsksToSaveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => Object.assign(new EventTarget(), { saveData: true }),
    })
  })
}

/** Every request for a bus picture from now on. */
const recordPictureRequests = (page: Page) =>
  recordRequests(page, (request) =>
    new URL(request.url()).pathname.startsWith('/images/') ? request.url() : undefined,
  )

const busList = (page: Page) => page.getByRole('list', { name: 'Buses' })
/** How many of the list's pictures have finished loading. */
const picturesLoaded = (page: Page) =>
  busList(page)
    .locator('img')
    .evaluateAll(
      (pictures: HTMLImageElement[]) =>
        pictures.filter((picture) => picture.complete && picture.naturalWidth > 0).length,
    )
const showPicture = (page: Page) => busList(page).getByRole('button', { name: /^Show picture of/ })
const dataSaver = (page: Page) => page.getByRole('switch', { name: 'Data saver' })

/** /buses with its five cards in place, every lazy picture in reach (the page scrolled down). */
async function openBuses(page: Page, scenario = ''): Promise<void> {
  await page.goto(`/buses?mockPanel=off${scenario}`)
  await expect(busList(page).getByRole('article')).toHaveCount(5)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForLoadState('networkidle')
}

/** With the data saver on (asked for by `scenario`, else by the browser), /buses loads no picture. */
async function expectNoPicturesOnBuses(page: Page, scenario = '') {
  const requests = recordPictureRequests(page)
  await openBuses(page, scenario)
  await expect(showPicture(page)).toHaveCount(5)
  await expect(dataSaver(page)).toHaveAttribute('aria-checked', 'true')
  expect(requests).toEqual([])
}

test('the QA switch saveData asks as the browser does: /buses requests no picture', async ({
  page,
}) => {
  await expectNoPicturesOnBuses(page, '&mock=saveData')
})

test('the switch turns it on, "Show picture" downloads that picture once, a reload keeps it', async ({
  page,
}) => {
  const requests = recordPictureRequests(page)
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

test('the browser asks to save data: /buses requests no picture; an explicit off wins over it, and is remembered', async ({
  page,
  context,
}) => {
  await browserAsksToSaveData(context)
  // No picture.
  await expectNoPicturesOnBuses(page)
  // An explicit off wins, and is remembered.
  await dataSaver(page).click()
  await expect(dataSaver(page)).toHaveAttribute('aria-checked', 'false')
  await expect(busList(page).getByRole('img', { name: /bus$/ })).toHaveCount(5)
  // Only the reloaded page's requests count: the pictures shown by the switch (all in reach)
  // load first, else a late one of theirs, which the reload cancels, would be counted too.
  await expect.poll(() => picturesLoaded(page)).toBe(5)
  const requests = recordPictureRequests(page)
  await page.reload()
  await expect(busList(page).getByRole('img', { name: /bus$/ })).toHaveCount(5)
  await expect(showPicture(page)).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => requests.length).toBe(5)
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
