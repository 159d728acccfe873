import type { Locator, Page } from '@playwright/test'
import { expect, recordDialogs, test, tinyPng } from './fixtures'
import {
  expectFocusKept,
  expectNoAxeViolations,
  expectNoSidewaysScrolling,
  expectTargetsOfAtLeast24px,
  expectVisibleFocus,
  tabTo,
  tabThroughPage,
  viewports,
} from './a11y-helpers'
import type { ScenarioPatch } from '../mocks/scenario'
import { seedCredentials } from '../mocks/seed'
import { signInThroughApi } from './session-helpers'
import { holdMoveOnTimers, releaseHeldTimers } from './hold-timers'
import { openState } from './open-state'
import { expectNoEnglish, expectNoEnglishText } from './kiswahili-texts'
import { textIn } from './english-check'
import { baseLocale, locales, type Locale } from '../src/paraglide/runtime.js'

/**
 * Every screen in every state a traveller meets, in every language (English, Kiswahili: a
 * browser that prefers en-KE, sw-KE), each state reached once (the way a traveller gets there, with the keyboard
 * where a traveller could, then waiting for the text that proves it is on screen) and checked:
 * at a phone width axe (WCAG 2.1 A + AA and 2.2 AA), no sideways scrolling and every link,
 * button and control at least 24 × 24 px; at a desktop width axe again, <html lang>, and in
 * any language but English no English interface text (the brand and KES aside) on the page or in its dialogs.
 * The screens a traveller first lands on are then crossed with Tab alone: every stop shows where
 * focus is, from the skip link to the footer.
 *
 * The keyboard-only traveller (Tab, Shift+Tab, Enter, Space, the arrow keys in a radio group; no
 * clicks, no `fill`) is walked in the same states: every stop shows where focus is, and focus is
 * never dropped on <body> when the screen changes under it.
 *
 * The states are grouped into walks, one page each, as a traveller would meet them one after
 * another (an empty form, then its errors, then a server error); each state is a step of its
 * walk, so a failure names the state. The English check itself is tested without a browser in
 * e2e/english-check.test.ts.
 */

interface Walker {
  page: Page
  language: Locale
  /** The text of a message (messages/*.json) in the walk's language. */
  text: (key: string) => string
  /** Every dialog the walk has opened so far. */
  dialogs: string[]
}

/** Longer than a test: a loading state stays on screen through both scans; checked afterwards. */
const slow = 'delayMs:60000'

const main = (page: Page) => page.getByRole('main')
const nav = ({ page, text }: Walker) =>
  page.getByRole('navigation', { name: text('common_nav_main_label') })

/** A pattern that finds `text` as it is, inside a longer text. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** The first sentence of a message: what a longer text starts with. */
const firstSentence = (text: string) => text.split('.')[0] ?? text

/** Switches the mock backend's scenario from inside the page, for the next call. */
function setScenario(page: Page, scenario: ScenarioPatch) {
  return page.evaluate((patch) => window.matatuMock?.set(patch), scenario)
}

/** A form's alert after a 500: the server's own words in English, the app's in any other language. */
async function expectServerError({ page, language }: Walker) {
  const alert = main(page).getByRole('alert')
  if (language === baseLocale) await expect(alert).toHaveText('Internal Server Error')
  else await expect(alert).toBeVisible()
}

/** The field is in error and its error text is tied to it through aria-describedby. */
async function expectFieldError(field: Locator, text: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(text)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

async function followNavLink(walker: Walker, key: string, options: { backwards?: boolean } = {}) {
  const { page, text } = walker
  await tabTo(page, nav(walker).getByRole('link', { name: text(key), exact: true }), options)
  await page.keyboard.press('Enter')
}

/** The Web Share API, stubbed before the app starts: each share is kept on the page. */
async function stubWebShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        Object.assign(window, { __shared: data })
        return Promise.resolve()
      },
    })
  })
}

/** Taps a Share button (with stubWebShare on) and checks what it shared, in the walk's language. */
async function expectShared({ page, text, language }: Walker, button: Locator, textKey: string) {
  await page.evaluate(() => Object.assign(window, { __shared: undefined }))
  await button.click()
  const shared = () => page.evaluate(() => (window as { __shared?: ShareData }).__shared)
  await expect.poll(shared).toBeDefined()
  const { title, text: body } = (await shared()) ?? {}
  expect(body).toContain(text(textKey).split('\n')[0])
  if (language !== baseLocale) expectNoEnglishText(`${title}\n${body}`, `the shared ${textKey}`)
}

/** The seat question Book Seat asks, as the dialog shows it. */
const seatQuestion = ({ text }: Walker, available: string, price: string) =>
  text('buses_seat_question').replace('{available}', available).replace('{price}', price)

const booked = ({ text }: Walker, seats: number, bus: string, total: string) =>
  text(seats === 1 ? 'buses_booked_seats_one' : 'buses_booked_seats_other')
    .replace('{seats}', String(seats))
    .replace('{bus}', bus)
    .replace('{total}', total)

interface ScanState {
  name: string
  /**
   * Reaches the state from wherever the walk's previous state left the page, and waits until it
   * is on screen.
   */
  reach: (walker: Walker) => Promise<void>
  /**
   * Then Tab through the whole page. Only for states reached by opening a URL, with no control
   * used since: Tab starts at the top of the page.
   */
  tabThrough?: true
  /**
   * Runs after the checks: proves the page was still in that state while it was checked, or
   * what the keyboard (or a tap) does from it.
   */
  after?: (walker: Walker) => Promise<void>
}

/**
 * A screen's loading and failed states come before it first loads in a walk: the app keeps what
 * it loaded (docs/product.md#offline), and what it kept would stand in for them.
 */
interface Walk {
  name: string
  /** Before the first page opens. */
  before?: (page: Page) => Promise<void>
  states: ScanState[]
}

const loadingState = (name: string, path: string, key: string): ScanState => ({
  name,
  reach: async ({ page, text }) => {
    await openState(page, path, slow)
    await expect(page.getByText(text(key))).toBeVisible()
  },
  after: ({ page, text }) => expect(page.getByText(text(key))).toBeVisible(),
})

/** Opens a state as a first visit and waits for `key`'s text. */
const openedState = (name: string, path: string, key: string, scenario = ''): ScanState => ({
  name,
  reach: async ({ page, text }) => {
    await openState(page, path, scenario)
    await expect(page.getByText(text(key))).toBeVisible()
  },
})

/** The first-visit list of five buses, ready for a tap. */
async function expectFiveBuses({ page, text }: Walker) {
  await expect(
    page.getByRole('list', { name: text('buses_list_label') }).getByRole('article'),
  ).toHaveCount(5)
  await expect(page.getByRole('button', { name: text('buses_book_seat') })).toHaveCount(5)
}

const walks: Walk[] = [
  {
    name: 'logged out: the lists, the pages without data, 404',
    states: [
      loadingState('buses, loading', '/buses', 'buses_loading'),
      openedState('buses, failed to load', '/buses', 'buses_load_failed', 'fail:buses'),
      {
        name: 'buses, logged out',
        tabThrough: true,
        reach: async (walker) => {
          await openState(walker.page, '/buses')
          await expectFiveBuses(walker)
        },
        after: async ({ page, text }) => {
          // The skip link: the first Tab of a fresh page offers it, Enter moves focus to the
          // main content, and Tab goes on from there: the trip search's From field.
          await page.reload()
          await main(page).getByRole('heading', { level: 1 }).waitFor()
          await page.keyboard.press('Tab')
          const skip = page.getByRole('link', { name: text('common_skip_to_content') })
          await expectVisibleFocus(page, skip)
          await expect(skip).toBeInViewport()
          await page.keyboard.press('Enter')
          await expect(main(page)).toBeFocused()
          await page.keyboard.press('Tab')
          await expectVisibleFocus(
            page,
            main(page).getByRole('combobox', { name: text('buses_from') }),
          )
        },
      },
      {
        name: 'buses, no match',
        reach: async ({ page, text }) => {
          await openState(page, '/buses?from=Zzz')
          await expect(page.getByText(text('buses_count_none'))).toBeVisible()
        },
        after: async (walker) => {
          await walker.page
            .getByRole('button', { name: walker.text('buses_clear_filters') })
            .click()
          await expectFiveBuses(walker)
        },
      },
      openedState('bookings, logged out', '/bookings', 'bookings_signed_out'),
      openedState('profile, logged out', '/profile', 'profile_signed_out'),
      {
        name: 'payment, opened directly',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await openState(page, '/payment')
          await expect(
            page.getByRole('heading', { name: text('guest_payment_empty_title') }),
          ).toBeVisible()
        },
      },
      {
        name: '404',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await openState(page, '/no/such/page')
          await expect(
            page.getByRole('heading', { name: text('common_not_found_heading') }),
          ).toBeVisible()
        },
      },
      openedState('buses, none scheduled', '/buses', 'buses_none_scheduled', 'busCount:0'),
    ],
  },
  {
    name: 'home',
    states: [
      {
        name: 'home',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await openState(page, '/')
          await expect(
            page.getByRole('heading', { level: 1, name: text('home_title') }),
          ).toBeVisible()
          await expect(page.getByRole('link', { name: text('home_book_now') })).toBeVisible()
        },
        after: async ({ page, text }) => {
          // Book Now with the keyboard: the booking form, focus kept in the page.
          await tabTo(page, main(page).getByRole('link', { name: text('home_book_now') }))
          await page.keyboard.press('Enter')
          await expect(page).toHaveURL(/\/bookingform(\?|$)/)
          await expect(
            main(page).getByRole('heading', { level: 1, name: text('guest_title') }),
          ).toBeVisible()
          await expectFocusKept(page)
        },
      },
      {
        name: 'home with reduced motion (slider paused)',
        reach: async ({ page, text }) => {
          await page.emulateMedia({ reducedMotion: 'reduce' })
          await openState(page, '/')
          await expect(
            page.getByRole('button', { name: text('home_play_slideshow') }),
          ).toBeVisible()
        },
      },
    ],
  },
  {
    name: 'login',
    states: [
      {
        name: 'login, empty',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await openState(page, '/login')
          await expect(
            main(page).getByRole('button', { name: text('auth_login_title'), exact: true }),
          ).toBeVisible()
        },
      },
      {
        name: 'login, reached from Book Seat while logged out (its alert, the bus named)',
        reach: async ({ page, text, dialogs }) => {
          await openState(page, '/buses')
          await page
            .getByRole('button', { name: text('buses_book_seat') })
            .first()
            .click()
          await page.waitForURL(/\/login/)
          expect(dialogs).toEqual([text('buses_login_first')])
          await expect(page.getByRole('note')).toBeVisible()
        },
      },
      {
        name: 'login, field errors after an empty submit with the keyboard',
        reach: async ({ page, text }) => {
          const emailField = main(page).getByLabel(text('auth_email_label'))
          await tabTo(
            page,
            main(page).getByRole('button', { name: text('auth_login_title'), exact: true }),
          )
          await page.keyboard.press('Enter')
          // The errors are tied to their fields and focus goes to the first of them.
          await expectFieldError(emailField, text('auth_enter_email'))
          await expectFieldError(
            main(page).getByLabel(text('auth_password_label'), { exact: true }),
            text('auth_enter_your_password'),
          )
          await expectVisibleFocus(page, emailField)
        },
      },
      {
        name: 'login, server error: focus stays on the button',
        reach: async (walker) => {
          const { page, text } = walker
          await setScenario(page, { fail: ['login'] })
          await typeInto(
            page,
            main(page).getByLabel(text('auth_email_label')),
            seedCredentials.amina.email,
          )
          await typeInto(
            page,
            main(page).getByLabel(text('auth_password_label'), { exact: true }),
            seedCredentials.amina.password,
          )
          const login = main(page).getByRole('button', {
            name: text('auth_login_title'),
            exact: true,
          })
          await tabTo(page, login)
          await page.keyboard.press('Enter')
          await expectServerError(walker)
          await expectVisibleFocus(page, login)
        },
      },
      openedState('login, after a registration', '/login?registered=true', 'auth_registered'),
    ],
  },
  {
    name: 'register',
    states: [
      {
        name: 'register, empty',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await openState(page, '/register')
          await expect(
            main(page).getByRole('button', { name: text('auth_register_title') }),
          ).toBeVisible()
        },
      },
      {
        name: 'register, field errors after an empty submit',
        reach: async ({ page, text }) => {
          await main(page)
            .getByRole('button', { name: text('auth_register_title') })
            .click()
          await expect(page.getByLabel(text('auth_username_label'))).toHaveAttribute(
            'aria-invalid',
            'true',
          )
        },
      },
      {
        name: 'register, passwords do not match',
        reach: async ({ page, text }) => {
          await page.getByLabel(text('auth_username_label')).fill('wanjiku')
          await page.getByLabel(text('auth_email_label')).fill('wanjiku@example.com')
          await page.getByLabel(text('auth_password_label'), { exact: true }).fill('password123')
          await page
            .getByLabel(text('auth_confirm_password_label'), { exact: true })
            .fill('password124')
          await main(page)
            .getByRole('button', { name: text('auth_register_title') })
            .click()
          await expect(page.getByText(text('auth_passwords_do_not_match'))).toBeVisible()
        },
      },
      {
        name: 'register, server error',
        reach: async (walker) => {
          const { page, text } = walker
          await setScenario(page, { fail: ['register'] })
          await page
            .getByLabel(text('auth_confirm_password_label'), { exact: true })
            .fill('password123')
          await main(page)
            .getByRole('button', { name: text('auth_register_title') })
            .click()
          await expectServerError(walker)
        },
      },
    ],
  },
  {
    name: 'a guest booking with the keyboard, from the form to /payment',
    before: async (page) => {
      await holdMoveOnTimers(page)
      await stubWebShare(page)
    },
    states: [
      {
        name: 'booking form, empty',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await openState(page, '/bookingform')
          await expect(page.getByRole('button', { name: text('guest_submit') })).toBeVisible()
        },
      },
      {
        name: 'booking form, required fields missing',
        reach: async ({ page, text }) => {
          // Every missing field is marked and described, focus on the first one.
          await tabTo(page, main(page).getByRole('button', { name: text('guest_submit') }))
          await page.keyboard.press('Enter')
          await expect(main(page).getByText(text('guest_missing_fields'))).toBeVisible()
          for (const key of ['guest_name_label', 'guest_from_label', 'guest_to_label']) {
            await expectFieldError(main(page).getByLabel(text(key), { exact: true }), /./)
          }
          await expectVisibleFocus(
            page,
            main(page).getByLabel(text('guest_name_label'), { exact: true }),
          )
        },
      },
      {
        name: 'booking form, the server failed',
        reach: async ({ page, text }) => {
          await setScenario(page, { fail: ['guestBooking'] })
          const field = (key: string) => main(page).getByLabel(text(key), { exact: true })
          await page.keyboard.type('Amina Otieno')
          await typeInto(page, field('guest_id_number_label'), 'A1234567')
          await typeInto(page, field('guest_from_label'), 'Nairobi')
          await typeInto(page, field('guest_to_label'), 'Mombasa')
          // One Tab stop for the radio group (the checked one); the arrow keys choose inside it.
          await tabTo(page, main(page).getByRole('radio', { name: text('guest_vehicle_shuttle') }))
          await page.keyboard.press('ArrowDown')
          const normalBus = main(page).getByRole('radio', { name: text('guest_vehicle_normal') })
          await expect(normalBus).toBeChecked()
          await expectVisibleFocus(page, normalBus)
          for (const key of ['guest_name_label', 'guest_from_label', 'guest_to_label']) {
            await expect(field(key)).not.toHaveAttribute('aria-invalid', 'true')
          }
          await tabTo(page, main(page).getByRole('button', { name: text('guest_submit') }))
          await page.keyboard.press('Enter')
          await expect(page.getByText(text('guest_failure'))).toBeVisible()
        },
      },
      {
        name: 'booking form, submitted, before moving to /payment',
        reach: async ({ page, text }) => {
          await setScenario(page, { fail: [] })
          await tabTo(page, main(page).getByRole('button', { name: text('guest_submit') }))
          await page.keyboard.press('Enter')
          await expect(main(page).getByText(text('guest_success'))).toBeVisible()
          await expectFocusKept(page)
        },
        after: async ({ page }) => {
          await expect(page).toHaveURL(/\/bookingform(\?|$)/)
          await releaseHeldTimers(page)
          await page.waitForURL(/\/payment$/)
        },
      },
      {
        name: 'payment, with the summary of a guest booking',
        reach: async ({ page, text }) => {
          const summary = main(page).getByRole('region', { name: text('guest_summary_title') })
          await expect(summary).toBeVisible()
          await expect(summary.getByText('Modern Bus', { exact: true })).toBeVisible()
          await expectFocusKept(page)
        },
        after: async (walker) => {
          const { page, text } = walker
          await tabTo(page, main(page).getByRole('link', { name: text('guest_payment_back_home') }))
          await expectShared(
            walker,
            page.getByRole('button', { name: text('common_share') }),
            'guest_share_text',
          )
        },
      },
    ],
  },
  {
    name: 'logged in with bookings (brian)',
    before: stubWebShare,
    states: [
      {
        name: 'home logged in',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await signInThroughApi(page)
          await expect(page.getByRole('link', { name: text('home_book_now') })).toBeVisible()
        },
      },
      loadingState('bookings, loading', '/bookings', 'bookings_loading'),
      loadingState('profile, loading', '/profile', 'profile_loading'),
      openedState('bookings, failed to load', '/bookings', 'bookings_load_failed', 'fail:bookings'),
      {
        name: 'profile, failed to load',
        reach: async ({ page, text }) => {
          await openState(page, '/profile', 'fail:profile')
          await expect(main(page).getByRole('alert')).toContainText(
            text('profile_load_failed_status').replace('{details}', '500'),
          )
        },
      },
      {
        name: 'bookings, with bookings',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await openState(page, '/bookings', 'bookingCount:3')
          await expect(
            page.getByRole('button', { name: text('bookings_cancel_booking') }),
          ).toHaveCount(3)
        },
      },
      {
        name: 'bookings, one cancelled: its confirmation and the word after',
        reach: async ({ page, text, dialogs }) => {
          dialogs.length = 0
          await page
            .getByRole('button', { name: text('bookings_cancel_booking') })
            .first()
            .click()
          await expect(page.getByText(text('bookings_cancelled'))).toBeVisible()
          expect(dialogs).toEqual([text('bookings_cancel_confirm')])
        },
        after: (walker) =>
          expectShared(
            walker,
            walker.page.getByRole('button', { name: walker.text('common_share') }).first(),
            'bookings_share_text',
          ),
      },
      {
        name: 'profile, loaded with bookings',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await openState(page, '/profile')
          await expect(main(page).getByText(seedCredentials.brian.email)).toBeVisible()
          await expect(
            page.getByRole('list', { name: text('profile_bookings_list_label') }),
          ).toBeVisible()
        },
      },
      {
        name: 'profile, a new picture',
        reach: async ({ page, text }) => {
          await main(page).getByLabel(text('profile_picture_file')).setInputFiles(tinyPng)
          await expect(page.getByText(text('profile_picture_updated'))).toBeVisible()
        },
      },
      {
        name: 'buses, logged in, with a fully booked bus, a missing time and a broken image',
        tabThrough: true,
        reach: async ({ page, text }) => {
          await openState(page, '/buses', 'busCount:19')
          await expect(
            page.getByRole('button', { name: text('buses_fully_booked') }).first(),
          ).toBeDisabled()
          await expect(page.getByText(text('common_departure_tba'))).toBeVisible()
        },
      },
      {
        name: 'buses, after a booking: its seat question and its live message',
        reach: async (walker) => {
          const { page, text, dialogs } = walker
          dialogs.length = 0
          await openState(page, '/buses')
          const card = page.getByRole('article', { name: 'Coast Express' })
          await card.getByRole('button', { name: text('buses_book_seat') }).click()
          await expect(card.locator('.bus-card__message')).toContainText(
            booked(walker, 2, 'Coast Express', 'KES 3,000'),
          )
          await expect(page.getByRole('link', { name: text('buses_view_ticket') })).toBeVisible()
          expect(dialogs).toEqual([seatQuestion(walker, '25', 'KES 1,500')])
        },
      },
      {
        name: 'buses offline: Book Seat says it needs a connection',
        reach: async ({ page, text }) => {
          const card = page.getByRole('article', { name: 'Coast Express' })
          await card.getByRole('button', { name: text('common_dismiss_message') }).click()
          await page.context().setOffline(true)
          await card.getByRole('button', { name: text('buses_book_seat') }).click()
          const needsConnection = text('common_offline_action').replace(
            '{action}',
            text('buses_booking_a_seat'),
          )
          await expect(page.getByText(needsConnection)).toBeVisible()
        },
        after: ({ page }) => page.context().setOffline(false),
      },
      {
        // Last: it ends the session.
        name: 'profile, session expired (401), before the redirect',
        reach: async ({ page, text }) => {
          // Held on screen through the checks, which the 1.5 s redirect would otherwise cut short.
          await holdMoveOnTimers(page)
          await openState(page, '/profile', 'unauthorized')
          await expect(page.getByText(text('profile_session_expired'))).toBeVisible()
        },
        after: async ({ page }) => {
          await expect(page).toHaveURL(/\/profile(\?|$)/)
          await releaseHeldTimers(page)
          await page.waitForURL(/\/login\?redirect=%2Fprofile/)
        },
      },
    ],
  },
  {
    name: 'with the keyboard only: log in, book, cancel, change the picture, log out (amina)',
    states: [
      {
        name: 'login, filled in with the keyboard, the password shown',
        reach: async ({ page, text }) => {
          const { email, password } = seedCredentials.amina
          await openState(page, '/login')
          await typeInto(page, main(page).getByLabel(text('auth_email_label')), email)
          const passwordField = main(page).getByLabel(text('auth_password_label'), {
            exact: true,
          })
          await typeInto(page, passwordField, password)
          // The Show/Hide toggle works with Space and says what it did.
          const toggleName = (key: string) =>
            text(key).replace('{field}', text('auth_password_name'))
          await tabTo(
            page,
            main(page).getByRole('button', { name: toggleName('common_password_show_label') }),
          )
          await page.keyboard.press('Space')
          await expect(
            main(page).getByRole('button', { name: toggleName('common_password_hide_label') }),
          ).toHaveAttribute('aria-pressed', 'true')
          await expect(passwordField).toHaveAttribute('type', 'text')
        },
        after: async (walker) => {
          const { page, text } = walker
          await tabTo(page, main(page).getByLabel(text('auth_password_label'), { exact: true }), {
            backwards: true,
          })
          await page.keyboard.press('Enter')
          await expect(page).toHaveURL(/\/$/)
          await expect(
            nav(walker).getByRole('button', { name: text('common_nav_logout') }),
          ).toBeVisible()
          // The URL and the top bar change first; the login form stays (then the loading
          // screen, while Home's code arrives on a slow phone) until Home replaces it. Only then
          // has focus moved: the field it was on went with the form, so it lands on the main
          // content.
          await expect(
            main(page).getByRole('heading', { level: 1, name: text('home_title') }),
          ).toBeVisible()
          await expect(main(page)).toBeFocused()
        },
      },
      {
        name: 'buses, a seat booked with the keyboard: focus on the message’s link',
        reach: async (walker) => {
          const { page, text, dialogs } = walker
          await followNavLink(walker, 'common_nav_buses')
          const card = main(page).getByRole('article', { name: 'Lake Shuttle' })
          await tabTo(page, card.getByRole('button', { name: text('buses_book_seat') }))
          await page.keyboard.press('Enter')
          await expect(card.locator('.bus-card__message')).toContainText(
            booked(walker, 2, 'Lake Shuttle', 'KES 2,400'),
          )
          expect(dialogs).toEqual([seatQuestion(walker, '18', 'KES 1,200')])
          // The message covers the button: its link takes the focus.
          await expectVisibleFocus(
            page,
            card.getByRole('link', { name: text('buses_view_ticket') }),
          )
        },
        after: async ({ page, text }) => {
          // Dismissing the message gives the focus back to Book Seat.
          const card = main(page).getByRole('article', { name: 'Lake Shuttle' })
          await tabTo(page, card.getByRole('button', { name: text('common_dismiss_message') }))
          await page.keyboard.press('Enter')
          await expectVisibleFocus(
            page,
            card.getByRole('button', { name: text('buses_book_seat') }),
          )
        },
      },
      {
        name: 'bookings, the one just booked',
        reach: async (walker) => {
          const { page, text } = walker
          await followNavLink(walker, 'common_nav_bookings', { backwards: true })
          const bookings = main(page)
            .getByRole('list', { name: text('bookings_list_label') })
            .getByRole('article')
          await expect(bookings).toHaveCount(1)
          await expect(bookings.getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
        },
      },
      {
        name: 'bookings, empty after a cancel with the keyboard: focus kept',
        reach: async ({ page, text, dialogs }) => {
          await tabTo(
            page,
            main(page).getByRole('button', { name: text('bookings_cancel_booking') }),
          )
          await page.keyboard.press('Enter')
          expect(dialogs.at(-1)).toBe(text('bookings_cancel_confirm'))
          await expect(main(page).getByText(text('bookings_empty'))).toBeVisible()
          // The button went with the booking: focus stays in the page.
          await expectFocusKept(page)
        },
        after: async ({ page, text }) => {
          // Tab goes on from there.
          await page.keyboard.press('Tab')
          await expectVisibleFocus(
            page,
            main(page).getByRole('link', { name: text('bookings_book_a_seat') }),
          )
        },
      },
      {
        name: 'profile, loaded without bookings',
        reach: async (walker) => {
          const { page, text } = walker
          await followNavLink(walker, 'common_nav_profile', { backwards: true })
          await expect(main(page).getByText(seedCredentials.amina.email)).toBeVisible()
          await expect(main(page).getByText(text('profile_bookings_empty'))).toBeVisible()
        },
      },
      {
        name: 'profile, a new picture chosen with the keyboard',
        reach: async ({ page, text }) => {
          // The picture itself is a button too, with a name that says what it does.
          await tabTo(
            page,
            main(page).getByRole('button', { name: text('profile_change_picture') }),
          )
          const chooseFile = main(page).getByRole('button', { name: text('profile_choose_file') })
          // Playwright starts catching file pickers when a test first waits for one, in a
          // message of its own: a key pressed straight after can open the picker before it does
          // (it then never reaches the test). Waiting from before the Tab walk leaves it that
          // time.
          const chooser = page.waitForEvent('filechooser')
          await tabTo(page, chooseFile)
          await page.keyboard.press('Enter')
          await (await chooser).setFiles(tinyPng)
          await expect(main(page).getByAltText(text('profile_picture_alt'))).toHaveAttribute(
            'src',
            /\/uploads\/user-\d+-\d+\.png$/,
          )
          await expectVisibleFocus(page, chooseFile)
        },
        after: async ({ page, text }) => {
          // The mock backend in the browser kept the picture: after a reload it is still there,
          // and its bytes really decode.
          const picture = main(page).getByAltText(text('profile_picture_alt'))
          const src = await picture.getAttribute('src')
          await page.reload()
          await expect(picture).toHaveAttribute('src', src ?? '')
          await expect
            .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBe(1)
        },
      },
      {
        name: 'profile, a file that is not an image, chosen with the keyboard',
        reach: async ({ page, text }) => {
          const chooseFile = main(page).getByRole('button', { name: text('profile_choose_file') })
          const chooser = page.waitForEvent('filechooser')
          await tabTo(page, chooseFile)
          await page.keyboard.press('Space')
          await (
            await chooser
          ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
          const notAnImage = firstSentence(text('profile_not_an_image'))
          await expect(main(page).getByRole('alert')).toContainText(notAnImage)
          // The message is tied to the button that chose it.
          await expect(chooseFile).toHaveAccessibleDescription(containing(notAnImage))
          await expectVisibleFocus(page, chooseFile)
        },
      },
      {
        name: 'login, after a logout with the keyboard: focus on the main content',
        reach: async (walker) => {
          const { page, text } = walker
          await tabTo(page, nav(walker).getByRole('button', { name: text('common_nav_logout') }), {
            backwards: true,
          })
          await page.keyboard.press('Enter')
          await expect(page).toHaveURL(/\/login$/)
          await expect(
            nav(walker).getByRole('link', { name: text('common_nav_login') }),
          ).toBeVisible()
          await expect(
            main(page).getByRole('heading', { level: 1, name: text('auth_login_title') }),
          ).toBeVisible()
          await expect(main(page)).toBeFocused()
        },
      },
    ],
  },
  {
    name: 'a screen whose code could not be downloaded',
    states: [
      {
        name: 'route error fallback (the register screen could not be downloaded)',
        reach: async ({ page, text }) => {
          // A lost connection while a screen's code loads is the one way a traveller meets it.
          await page.context().route(/\/assets\/register-[\w-]+\.js$/, (route) => route.abort())
          await openState(page, '/register')
          await expect(
            page.getByRole('heading', { name: text('common_error_title') }),
          ).toBeVisible()
        },
      },
    ],
  },
]

/**
 * From the phone width the state was reached at: axe, sideways scrolling and target sizes; then
 * at the desktop width axe again and the language.
 */
async function checkState({ page, language, dialogs }: Walker) {
  await expectNoAxeViolations(page)
  await expectNoSidewaysScrolling(page)
  await expectTargetsOfAtLeast24px(page)
  await page.setViewportSize(viewports.desktop)
  await expectNoAxeViolations(page)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  if (language !== baseLocale) await expectNoEnglish(page, dialogs)
}

for (const language of locales) {
  test.describe(`${language}: axe at 360 and 1280 px; at 360 px no sideways scrolling and 24 px targets; the keyboard`, () => {
    test.use({ locale: `${language}-KE`, viewport: viewports.phone })

    for (const walk of walks) {
      test(`${walk.name}: ${walk.states.map((state) => state.name).join(' · ')}`, async ({
        page,
      }) => {
        // Two scans (and for some a walk with Tab) per state, on a machine that may be busy.
        test.setTimeout(30_000 * (walk.states.length + 1))
        const text = textIn(language)
        const dialogs = recordDialogs(page, (message) =>
          message.startsWith(text('buses_seat_question').split('{')[0] ?? '?') ? '2' : true,
        )
        const walker: Walker = { page, language, text, dialogs }
        await walk.before?.(page)
        for (const state of walk.states) {
          const title = state.tabThrough
            ? `${state.name}, then Tab through every control`
            : state.name
          await test.step(title, async () => {
            await page.setViewportSize(viewports.phone)
            await state.reach(walker)
            await checkState(walker)
            if (state.tabThrough) {
              const stops = await tabThroughPage(page)
              expect(stops[0]).toBe(`a ${text('common_skip_to_content')}`)
              expect(stops.some((stop) => stop.includes('support@matatu.co.ke'))).toBe(true)
            }
            await state.after?.(walker)
          })
        }
      })
    }
  })
}
