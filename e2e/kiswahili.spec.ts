import type { Locator, Page } from '@playwright/test'
import { expect, recordDialogs, test, tinyPng } from './fixtures'
import { holdMoveOnTimers, releaseHeldTimers } from './hold-timers'
import { expectNoAxeViolations } from './a11y-helpers'
import { expectNoEnglish, expectNoEnglishText, sw } from './kiswahili-texts'
import { openState } from './open-state'
import { signInThroughApi } from './session-helpers'

/**
 * Kiswahili, every screen: a browser whose preferred language is Kiswahili (sw-KE) walks each
 * screen and state a traveller meets, its dialogs included, and finds no English interface text
 * (the brand and KES aside) and nothing for axe. English is checked by the accessibility walk.
 * The English check itself is tested without a browser in e2e/english-check.test.ts.
 */
test.use({ locale: 'sw-KE' })

const main = (page: Page) => page.getByRole('main')

function setScenario(page: Page, patch: Record<string, unknown>) {
  return page.evaluate((scenario) => window.matatuMock?.set(scenario), patch)
}

/** Checks the state the page is in: Kiswahili only, axe clean. */
async function check(page: Page, dialogs: string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
  await expectNoEnglish(page, dialogs)
  await expectNoAxeViolations(page)
}

/** Opens a state as a first visit, waits for `text`, then checks it. */
async function visit(page: Page, path: string, text: string, scenario = '') {
  await openState(page, path, scenario)
  await expect(page.getByText(text)).toBeVisible()
  await check(page)
}

/** The Web Share API, stubbed before the app starts: each share is kept on the page. */
function stubWebShare(page: Page) {
  return page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        Object.assign(window, { __shared: data })
        return Promise.resolve()
      },
    })
  })
}

/** Taps a Share button (with stubWebShare on) and returns what it shared. */
async function shareThrough(page: Page, button: Locator): Promise<ShareData> {
  await page.evaluate(() => Object.assign(window, { __shared: undefined }))
  await button.click()
  const shared = () => page.evaluate(() => (window as { __shared?: ShareData }).__shared)
  await expect.poll(shared).toBeDefined()
  return (await shared()) ?? {}
}

test('logged out: home, buses, their states, login, register, 404', async ({ page }) => {
  // Every screen and state with axe, on a 2-core machine that runs other tests beside it.
  test.setTimeout(240_000)
  const dialogs = recordDialogs(page)
  await test.step('home', async () => {
    await openState(page, '/')
    await expect(page.getByRole('heading', { level: 1, name: sw('home_title') })).toBeVisible()
    await check(page)
  })
  await test.step('buses', async () => {
    await openState(page, '/buses')
    await expect(page.getByRole('button', { name: sw('buses_book_seat') })).toHaveCount(5)
    await check(page)
  })
  await test.step('buses, no match, then Clear filters', async () => {
    await visit(page, '/buses?from=Zzz', sw('buses_count_none'))
    await page.getByRole('button', { name: sw('buses_clear_filters') }).click()
    await expect(page.getByRole('button', { name: sw('buses_book_seat') })).toHaveCount(5)
  })
  await test.step('buses, failed to load', async () => {
    await visit(page, '/buses', sw('buses_load_failed'), 'fail:buses')
  })
  await test.step('buses, none scheduled', async () => {
    await visit(page, '/buses', sw('buses_none_scheduled'), 'busCount:0')
  })
  await test.step('Book Seat without a token: the alert, then login', async () => {
    await openState(page, '/buses')
    await page
      .getByRole('button', { name: sw('buses_book_seat') })
      .first()
      .click()
    await page.waitForURL(/\/login/)
    expect(dialogs).toEqual([sw('buses_login_first')])
    await main(page)
      .getByRole('button', { name: sw('auth_login_title') })
      .click()
    await expect(page.getByLabel(sw('auth_email_label'))).toHaveAttribute('aria-invalid', 'true')
    await check(page, dialogs)
  })
  await test.step('login, server error', async () => {
    await setScenario(page, { fail: ['login'] })
    await page.getByLabel(sw('auth_email_label')).fill('amina@example.com')
    await page.getByLabel(sw('auth_password_label'), { exact: true }).fill('password123')
    await main(page)
      .getByRole('button', { name: sw('auth_login_title') })
      .click()
    await expect(main(page).getByRole('alert')).toBeVisible()
    await check(page)
  })
  await test.step('register: field errors, passwords that differ', async () => {
    await openState(page, '/register')
    await main(page)
      .getByRole('button', { name: sw('auth_register_title') })
      .click()
    await expect(page.getByLabel(sw('auth_username_label'))).toHaveAttribute('aria-invalid', 'true')
    await check(page)
    await page.getByLabel(sw('auth_password_label'), { exact: true }).fill('password123')
    await page.getByLabel(sw('auth_confirm_password_label'), { exact: true }).fill('password124')
    await main(page)
      .getByRole('button', { name: sw('auth_register_title') })
      .click()
    await expect(page.getByText(sw('auth_passwords_do_not_match'))).toBeVisible()
    await check(page)
  })
  await test.step('login after a registration', async () => {
    await visit(page, '/login?registered=true', sw('auth_registered'))
  })
  await test.step('bookings and profile, logged out', async () => {
    await visit(page, '/bookings', sw('bookings_signed_out'))
    await visit(page, '/profile', sw('profile_signed_out'))
  })
  await test.step('404', async () => {
    await openState(page, '/no/such/page')
    await expect(page.getByRole('heading', { name: sw('common_not_found_heading') })).toBeVisible()
    await check(page)
  })
})

test('a guest booking: the form, its errors, /payment', async ({ page }) => {
  test.setTimeout(180_000)
  await holdMoveOnTimers(page)
  await stubWebShare(page)
  await test.step('payment opened directly', async () => {
    await openState(page, '/payment')
    await expect(page.getByRole('heading', { name: sw('guest_payment_empty_title') })).toBeVisible()
    await check(page)
  })
  await test.step('form, required fields missing', async () => {
    await openState(page, '/bookingform')
    await page.getByRole('button', { name: sw('guest_submit') }).click()
    await expect(page.getByText(sw('guest_missing_fields'))).toBeVisible()
    await check(page)
  })
  await test.step('form, the server failed', async () => {
    await setScenario(page, { fail: ['guestBooking'] })
    await page.getByLabel(sw('guest_name_label'), { exact: true }).fill('Amina Otieno')
    await page.getByLabel(sw('guest_from_label'), { exact: true }).fill('Nairobi')
    await page.getByLabel(sw('guest_to_label'), { exact: true }).fill('Mombasa')
    await page.getByRole('button', { name: sw('guest_submit') }).click()
    await expect(page.getByText(sw('guest_failure'))).toBeVisible()
    await check(page)
  })
  await test.step('form submitted, then /payment with the summary', async () => {
    await setScenario(page, { fail: [] })
    await page.getByRole('button', { name: sw('guest_submit') }).click()
    await expect(page.getByText(sw('guest_success'))).toBeVisible()
    await releaseHeldTimers(page)
    await page.waitForURL(/\/payment$/)
    await expect(page.getByRole('region', { name: sw('guest_summary_title') })).toBeVisible()
    await check(page)
  })
  await test.step('the shared text', async () => {
    const shared = await shareThrough(page, page.getByRole('button', { name: sw('common_share') }))
    expect(shared.text).toContain(sw('guest_share_text').split('\n')[0])
    expectNoEnglishText(`${shared.title}\n${shared.text}`, 'the shared booking')
  })
})

test('logged in: a booking, its prompt and word after, bookings, a cancel, the profile', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const dialogs = recordDialogs(page, (message) => (message.includes('?') ? '2' : true))
  await stubWebShare(page)
  await signInThroughApi(page)
  await test.step('buses: the seat prompt, then the booking confirmation', async () => {
    await openState(page, '/buses')
    const card = page.getByRole('article', { name: 'Coast Express' })
    await card.getByRole('button', { name: sw('buses_book_seat') }).click()
    await expect(page.getByRole('link', { name: sw('buses_view_ticket') })).toBeVisible()
    expect(dialogs).toEqual([
      sw('buses_seat_question').replace('{available}', '25').replace('{price}', 'KES 1,500'),
    ])
    await check(page, dialogs)
  })
  await test.step('buses offline: Book Seat says it needs a connection', async () => {
    const card = page.getByRole('article', { name: 'Coast Express' })
    await card.getByRole('button', { name: sw('common_dismiss_message') }).click()
    await page.context().setOffline(true)
    await card.getByRole('button', { name: sw('buses_book_seat') }).click()
    const needsConnection = sw('common_offline_action').replace(
      '{action}',
      sw('buses_booking_a_seat'),
    )
    await expect(page.getByText(needsConnection)).toBeVisible()
    await check(page)
    await page.context().setOffline(false)
  })
  await test.step('bookings: cancel, its confirmation and the word after', async () => {
    dialogs.length = 0
    await openState(page, '/bookings', 'bookingCount:3')
    await expect(page.getByRole('button', { name: sw('bookings_cancel_booking') })).toHaveCount(3)
    await check(page)
    await page
      .getByRole('button', { name: sw('bookings_cancel_booking') })
      .first()
      .click()
    await expect(page.getByText(sw('bookings_cancelled'))).toBeVisible()
    expect(dialogs).toEqual([sw('bookings_cancel_confirm')])
    await check(page, dialogs)
    const shared = await shareThrough(
      page,
      page.getByRole('button', { name: sw('common_share') }).first(),
    )
    expect(shared.text).toContain(sw('bookings_share_text').split('\n')[0])
    expectNoEnglishText(`${shared.title}\n${shared.text}`, 'a shared booking')
  })
  await test.step('profile, then a new picture', async () => {
    await openState(page, '/profile')
    await expect(main(page).getByText('brian@example.com')).toBeVisible()
    await check(page)
    await main(page).getByLabel(sw('profile_picture_file')).setInputFiles(tinyPng)
    await expect(page.getByText(sw('profile_picture_updated'))).toBeVisible()
    await check(page)
  })
  await test.step('loading and failed states', async () => {
    await visit(page, '/bookings', sw('bookings_load_failed'), 'fail:bookings')
    await openState(page, '/profile', 'fail:profile')
    await expect(main(page).getByRole('alert')).toBeVisible()
    await check(page)
  })
  await test.step('profile, session expired', async () => {
    // Held on screen for the whole check, which the 1.5 s redirect would otherwise cut short.
    await holdMoveOnTimers(page)
    await visit(page, '/profile', sw('profile_session_expired'), 'unauthorized')
  })
})
