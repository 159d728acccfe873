import type { Page } from '@playwright/test'
import type { Locale } from '../src/paraglide/runtime.js'
import { expect, test } from './fixtures'
import { textIn } from './english-check'
import { en, sw } from './kiswahili-texts'
import { chosenLanguage } from './language-cookie'
import { openState } from './open-state'
import { signInThroughApi } from './session-helpers'
import { seedCredentials } from '../mocks/seed'

/** A language's button, named in that language. */
const languageButton = (page: Page, language: Locale) =>
  page.getByRole('banner').getByRole('button', { name: textIn(language)('language_name') })

/** /buses in one language: its heading, the page title and <html lang>. */
async function expectBusesIn(page: Page, language: Locale) {
  const text = textIn(language)
  await expect(
    page.getByRole('heading', { level: 1, name: text('buses_page_title') }),
  ).toBeVisible()
  await expect(page).toHaveTitle(`${text('common_title_buses')} · Matatu`)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
}

/** The traveller's choice, as the host and the service worker read it (docs/i18n.md). */
const languageCookie = (page: Page) => chosenLanguage(page.context())

/** The data saver's switch, named in `language`. */
const dataSaver = (page: Page, language: Locale) =>
  page.getByRole('switch', { name: textIn(language)('common_data_saver') })

test.use({ locale: 'en-KE' })

test('the switch end to end: English by default; Kiswahili at a tap, offline too; the choice is the language cookie and survives a reload; a logout reaches a second tab and keeps the language and the data saver (device settings)', async ({
  page,
  context,
}) => {
  await signInThroughApi(page)
  await page.goto('/buses?mockPanel=off')
  await expectBusesIn(page, 'en')

  // Offline: both languages came with the page.
  await context.setOffline(true)
  await languageButton(page, 'sw').click()
  await expectBusesIn(page, 'sw')
  expect(await languageCookie(page)).toBe('sw')
  await context.setOffline(false)

  await page.reload()
  await expectBusesIn(page, 'sw')
  await dataSaver(page, 'sw').click()

  // A logout in one tab reaches a second tab, through a real storage event.
  const second = await context.newPage()
  await second.goto('/profile?mockPanel=off')
  const secondMain = second.getByRole('main')
  await expect(secondMain.getByText(seedCredentials.brian.email)).toBeVisible()
  await page
    .getByRole('banner')
    .getByRole('button', { name: sw('common_nav_logout') })
    .click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('heading', { level: 1, name: sw('auth_login_title') })).toBeVisible()
  await expect(secondMain.getByText(sw('profile_signed_out'))).toBeVisible()
  await expect(secondMain.getByText(seedCredentials.brian.email)).toHaveCount(0)
  const secondNav = second.getByRole('navigation', { name: sw('common_nav_main_label') })
  await expect(secondNav.getByRole('link', { name: sw('common_nav_login') })).toBeVisible()
  await expect(secondNav.getByRole('button', { name: sw('common_nav_logout') })).toHaveCount(0)

  // Logout keeps the language and the data saver: the device’s settings, not the user’s data.
  // The mock backend keeps its own state under matatu-mock:*; the app keeps nothing but the
  // data saver.
  const appKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => !key.startsWith('matatu-mock:')),
  )
  expect(appKeys).toEqual(['dataSaver'])
  expect(await languageCookie(page)).toBe('sw')
  await expect(dataSaver(page, 'sw')).toHaveAttribute('aria-checked', 'true')
  await page.reload()
  await expect(dataSaver(page, 'sw')).toHaveAttribute('aria-checked', 'true')
})

test('a choice stored the old way becomes the cookie, and the next visit is in it', async ({
  page,
}) => {
  await openState(page, '/')
  await page.evaluate(() => localStorage.setItem('language', 'sw'))
  await page.reload()
  await expect.poll(() => languageCookie(page)).toBe('sw')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull()

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: sw('home_title') })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
})

/**
 * Scrolls the page and presses a language button in one task, before the browser has even
 * reported the scroll (so nothing can have recorded the position), without moving the focus (a
 * tap on a button in view does not), and checks that the page did not move. The browser's
 * scroll anchoring is off meanwhile: it would follow longer Kiswahili texts above the fold.
 */
async function switchInPlace(page: Page, language: Locale) {
  const button = languageButton(page, language)
  await page.addStyleTag({ content: '* { overflow-anchor: none !important; }' })
  const top = 120
  await button.evaluate((element: HTMLElement, y) => {
    window.scrollTo(0, y)
    element.click()
  }, top)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => window.scrollY)).toBe(top)
}

// On the guest form; that every screen keeps its fields and their text is proven in Vitest
// (language-switch.test.tsx, "a switch re-renders every screen in place").
test('a switch keeps an open notice open, in the new language, with what is typed, the choice, the focus and the scroll position, both ways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  const typed = {
    guest_name_label: 'Wanjiku Kamau',
    guest_id_number_label: '12345678',
    guest_school_id_label: 'S-42',
    guest_from_label: 'Nairobi',
  }
  await openState(page, '/bookingform')
  await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
  for (const [labelKey, value] of Object.entries(typed))
    await page.getByLabel(en(labelKey), { exact: true }).fill(value)
  await page.getByRole('radio', { name: en('guest_vehicle_normal') }).check()
  // To is left empty: the notice opens, and the focus goes to To.
  await page.getByRole('button', { name: en('guest_submit') }).click()

  for (const language of ['sw', 'en'] as const) {
    const text = textIn(language)
    await switchInPlace(page, language)
    await expect(page.getByText(text('guest_missing_fields'))).toBeVisible()
    for (const [labelKey, value] of Object.entries(typed))
      await expect(page.getByLabel(text(labelKey), { exact: true })).toHaveValue(value)
    await expect(page.getByRole('radio', { name: text('guest_vehicle_normal') })).toBeChecked()
    await expect(page.getByLabel(text('guest_to_label'), { exact: true })).toBeFocused()
  }
})
