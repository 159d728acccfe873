import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { en, sw } from './kiswahili-texts'
import { openState } from './open-state'
import { signInThroughApi } from './session-helpers'

/** The Kiswahili texts' own chunk (src/lib/i18n/kiswahili-catalog.ts). */
const kiswahiliChunk = /\/assets\/kiswahili-catalog-[\w-]+\.js$/

function kiswahiliRequests(page: Page): string[] {
  const requests: string[] = []
  page.on('request', (request) => {
    if (kiswahiliChunk.test(request.url())) requests.push(request.url())
  })
  return requests
}

const switchTo = (page: Page, language: 'English' | 'Kiswahili') =>
  page.getByRole('banner').getByRole('button', { name: language }).click()

/** /buses in one language: its heading, the page title and <html lang>. */
async function expectBusesIn(page: Page, language: 'en' | 'sw') {
  const text = language === 'en' ? en : sw
  await expect(
    page.getByRole('heading', { level: 1, name: text('buses_page_title') }),
  ).toBeVisible()
  await expect(page).toHaveTitle(`${text('common_title_buses')} · Matatu`)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

test.describe('language choice', () => {
  test.use({ locale: 'en-KE' })

  test('English by default, with no Kiswahili downloaded; the choice survives a reload', async ({
    page,
  }) => {
    const requests = kiswahiliRequests(page)
    await openState(page, '/buses')
    await expectBusesIn(page, 'en')
    expect(requests).toEqual([])

    await switchTo(page, 'Kiswahili')
    await expectBusesIn(page, 'sw')
    expect(requests).toHaveLength(1)

    await page.reload()
    await expectBusesIn(page, 'sw')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sw')

    await switchTo(page, 'English')
    await page.reload()
    await expectBusesIn(page, 'en')
  })

  test('logout keeps the language: it is the device’s setting, not the user’s data', async ({
    page,
  }) => {
    await signInThroughApi(page)
    await switchTo(page, 'Kiswahili')
    await page
      .getByRole('banner')
      .getByRole('button', { name: sw('common_nav_logout') })
      .click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(
      page.getByRole('heading', { level: 1, name: sw('auth_login_title') }),
    ).toBeVisible()
    // The mock backend keeps its own state under matatu-mock:*; of the app's keys, one is left.
    const appKeys = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => !key.startsWith('matatu-mock:')),
    )
    expect(appKeys).toEqual(['language'])
  })

  test('offline before Kiswahili was ever loaded: a clear message, and English stays', async ({
    page,
    context,
  }) => {
    await openState(page, '/')
    await expect(page.getByRole('heading', { level: 1, name: en('home_title') })).toBeVisible()
    await context.setOffline(true)
    await switchTo(page, 'Kiswahili')
    await expect(page.getByText(en('language_unavailable'))).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull()

    await context.setOffline(false)
    await switchTo(page, 'Kiswahili')
    await expect(page.getByRole('heading', { level: 1, name: sw('home_title') })).toBeVisible()
  })
})

test.describe('a browser that prefers Kiswahili from Tanzania', () => {
  test.use({ locale: 'sw-TZ' })

  test('opens in Kiswahili', async ({ page }) => {
    await openState(page, '/')
    await expect(page.getByRole('heading', { level: 1, name: sw('home_title') })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
  })
})
