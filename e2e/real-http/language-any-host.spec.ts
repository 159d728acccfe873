import type { BrowserContext } from '@playwright/test'
import { baseLocale } from '../../src/paraglide/runtime.js'
import { expect, test } from '../fixtures'
import { sw } from '../kiswahili-texts'
import { chosenLanguage } from '../language-cookie'
import { startPlainStaticHost } from '../plain-static-host'
import { bundles } from '../servers'

/**
 * The traveller's language on a host without the project's language rule (docs/i18n.md): the
 * production build behind a plain static server, which serves every visitor the English files
 * and answers /buses with buses.html, as GitHub Pages does. The page hydrates in the language it
 * came in, then switches in place to the traveller's.
 */
let host: Awaited<ReturnType<typeof startPlainStaticHost>>
test.beforeAll(async () => {
  host = await startPlainStaticHost(bundles.real.outDir)
})
test.afterAll(() => host.close())

const languageCookie = (context: BrowserContext) => chosenLanguage(context, host.url)

test('a first visit in the base language leaves no language cookie; a choice of Kiswahili then outlives a reload on a host that serves English', async ({
  page,
  context,
}) => {
  // the base language
  for (const path of ['/', '/buses']) {
    await page.goto(`${host.url}${path}`)
    await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
    await expect(page.locator('html')).toHaveAttribute('lang', baseLocale)
  }
  expect(await languageCookie(context)).toBeUndefined()

  // a choice of Kiswahili
  await page.getByRole('button', { name: sw('language_name') }).click()
  await expect(page.getByRole('heading', { level: 1, name: sw('buses_page_title') })).toBeVisible()
  expect(await languageCookie(context)).toBe('sw')

  await page.reload()
  // The host sent the English file again: once the app runs, the page is the traveller's.
  await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
  await expect(page.getByRole('heading', { level: 1, name: sw('buses_page_title') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
  expect(await languageCookie(context)).toBe('sw')
})

test.describe('a browser whose first language is Kiswahili', () => {
  test.use({ locale: 'sw-KE' })

  test('ends its first visit in Kiswahili, and nothing chose a cookie for it', async ({
    page,
    context,
  }) => {
    await page.goto(`${host.url}/buses`)
    await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
    await expect(
      page.getByRole('heading', { level: 1, name: sw('buses_page_title') }),
    ).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    expect(await languageCookie(context)).toBeUndefined()
  })
})
