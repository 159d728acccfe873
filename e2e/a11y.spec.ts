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
 * Every screen in every state a traveller meets, in every language (a browser that prefers en-KE,
 * sw-KE). Each state is reached once, the way a traveller gets there (with the keyboard where one
 * could), waiting for the text that proves it is on screen, and checked: at 360 px axe (WCAG 2.1
 * A + AA and 2.2 AA), no sideways scrolling and every link, button and control at least 24 × 24
 * px; at 1280 px axe again, <html lang>, and in any language but English no English interface
 * text (the brand and KES aside) on the page or in its dialogs. The screens a traveller first
 * lands on are then crossed with Tab alone: every stop shows focus, skip link to footer.
 *
 * The keyboard-only traveller (Tab, Shift+Tab, Enter, Space, the arrow keys in a radio group; no
 * clicks, no `fill`) is walked in the same states: every stop shows where focus is, and focus is
 * never dropped on <body> when the screen changes under it. The states are grouped into walks,
 * one page each, as a traveller meets them one after another; each state is a step of its walk,
 * so a failure names it. The English check is tested alone in e2e/english-check.test.ts.
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
/** A message's text with its placeholders filled in. */
const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
/** A pattern that finds `text` as it is, inside a longer text. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

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

/** Tabs to `target` (focus shown on every stop on the way) and presses `key` there. */
async function press(page: Page, target: Locator, key = 'Enter', options = { backwards: false }) {
  await tabTo(page, target, options)
  await page.keyboard.press(key)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

function followNavLink(walker: Walker, key: string, backwards = false) {
  const link = nav(walker).getByRole('link', { name: walker.text(key), exact: true })
  return press(walker.page, link, 'Enter', { backwards })
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
  filled(text('buses_seat_question'), { available, price })

const booked = ({ text }: Walker, seats: number, bus: string, total: string) =>
  filled(text(seats === 1 ? 'buses_booked_seats_one' : 'buses_booked_seats_other'), {
    seats: String(seats),
    bus,
    total,
  })

interface ScanState {
  name: string
  /** Reaches the state from where the walk's previous state left the page; waits until it shows. */
  reach: (walker: Walker) => Promise<void>
  /**
   * Then Tab through the whole page. Only for states reached by opening a URL, with no control
   * used since: Tab starts at the top of the page.
   */
  tabThrough?: true
  /** After the checks: proves the page was still in that state, or what the keyboard does from it. */
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

/** What proves a state is on screen: a message's text, a locator that must be visible, or a check. */
type Shows = string | ((walker: Walker) => Locator | Promise<void>)

/** A state opened as a first visit to `path` (in `scenario`), on screen once `shows` is. */
const opened = (
  name: string,
  path: string,
  shows: Shows,
  { scenario = '', ...more }: Omit<ScanState, 'name' | 'reach'> & { scenario?: string } = {},
): ScanState => ({
  name,
  ...more,
  reach: async (walker) => {
    await openState(walker.page, path, scenario)
    const shown =
      typeof shows === 'string' ? walker.page.getByText(walker.text(shows)) : shows(walker)
    if (shown instanceof Promise) await shown
    else await expect(shown).toBeVisible()
  },
})

const loading = (name: string, path: string, key: string) =>
  opened(name, path, key, {
    scenario: slow,
    after: ({ page, text }) => expect(page.getByText(text(key))).toBeVisible(),
  })

const heading =
  (key: string, level?: number) =>
  ({ page, text }: Walker) =>
    page.getByRole('heading', { level, name: text(key) })

/** The first-visit list of five buses, ready for a tap. */
async function expectFiveBuses({ page, text }: Walker) {
  const list = page.getByRole('list', { name: text('buses_list_label') })
  await expect(list.getByRole('article')).toHaveCount(5)
  await expect(page.getByRole('button', { name: text('buses_book_seat') })).toHaveCount(5)
}

const walks: Walk[] = [
  {
    name: 'logged out: the lists, the pages without data, 404',
    states: [
      loading('buses, loading', '/buses', 'buses_loading'),
      opened('buses, failed to load', '/buses', 'buses_load_failed', { scenario: 'fail:buses' }),
      opened('buses, logged out', '/buses', expectFiveBuses, {
        tabThrough: true,
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
          const from = main(page).getByRole('combobox', { name: text('buses_from') })
          await expectVisibleFocus(page, from)
        },
      }),
      opened('buses, no match', '/buses?from=Zzz', 'buses_count_none', {
        after: async (walker) => {
          const { page, text } = walker
          await page.getByRole('button', { name: text('buses_clear_filters') }).click()
          await expectFiveBuses(walker)
        },
      }),
      opened('bookings, logged out', '/bookings', 'bookings_signed_out'),
      opened('profile, logged out', '/profile', 'profile_signed_out'),
      opened('payment, opened directly', '/payment', heading('guest_payment_empty_title'), {
        tabThrough: true,
      }),
      opened('404', '/no/such/page', heading('common_not_found_heading'), { tabThrough: true }),
      opened('buses, none scheduled', '/buses', 'buses_none_scheduled', { scenario: 'busCount:0' }),
    ],
  },
  {
    name: 'home',
    states: [
      opened(
        'home',
        '/',
        async (walker) => {
          await expect(heading('home_title', 1)(walker)).toBeVisible()
          const bookNow = walker.page.getByRole('link', { name: walker.text('home_book_now') })
          await expect(bookNow).toBeVisible()
        },
        {
          tabThrough: true,
          after: async ({ page, text }) => {
            // Book Now with the keyboard: the booking form, focus kept in the page.
            await press(page, main(page).getByRole('link', { name: text('home_book_now') }))
            await expect(page).toHaveURL(/\/bookingform(\?|$)/)
            await expect(
              main(page).getByRole('heading', { level: 1, name: text('guest_title') }),
            ).toBeVisible()
            await expectFocusKept(page)
          },
        },
      ),
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
      opened(
        'login, empty',
        '/login',
        ({ page, text }) =>
          main(page).getByRole('button', { name: text('auth_login_title'), exact: true }),
        { tabThrough: true },
      ),
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
          const login = main(page).getByRole('button', {
            name: text('auth_login_title'),
            exact: true,
          })
          await press(page, login)
          // The errors are tied to their fields and focus goes to the first of them.
          const emailField = main(page).getByLabel(text('auth_email_label'))
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
          const { email, password } = seedCredentials.amina
          await setScenario(page, { fail: ['login'] })
          await typeInto(page, main(page).getByLabel(text('auth_email_label')), email)
          const passwordField = main(page).getByLabel(text('auth_password_label'), { exact: true })
          await typeInto(page, passwordField, password)
          const login = main(page).getByRole('button', {
            name: text('auth_login_title'),
            exact: true,
          })
          await press(page, login)
          await expectServerError(walker)
          await expectVisibleFocus(page, login)
        },
      },
      opened('login, after a registration', '/login?registered=true', 'auth_registered'),
    ],
  },
  {
    name: 'register',
    states: [
      opened(
        'register, empty',
        '/register',
        ({ page, text }) => main(page).getByRole('button', { name: text('auth_register_title') }),
        { tabThrough: true },
      ),
      {
        name: 'register, field errors after an empty submit',
        reach: async ({ page, text }) => {
          await main(page)
            .getByRole('button', { name: text('auth_register_title') })
            .click()
          const username = page.getByLabel(text('auth_username_label'))
          await expect(username).toHaveAttribute('aria-invalid', 'true')
        },
      },
      {
        name: 'register, passwords do not match',
        reach: async ({ page, text }) => {
          await page.getByLabel(text('auth_username_label')).fill('wanjiku')
          await page.getByLabel(text('auth_email_label')).fill('wanjiku@example.com')
          await page.getByLabel(text('auth_password_label'), { exact: true }).fill('password123')
          const confirm = page.getByLabel(text('auth_confirm_password_label'), { exact: true })
          await confirm.fill('password124')
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
          const confirm = page.getByLabel(text('auth_confirm_password_label'), { exact: true })
          await confirm.fill('password123')
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
      opened(
        'booking form, empty',
        '/bookingform',
        ({ page, text }) => page.getByRole('button', { name: text('guest_submit') }),
        { tabThrough: true },
      ),
      {
        name: 'booking form, required fields missing',
        reach: async ({ page, text }) => {
          // Every missing field is marked and described, focus on the first one.
          await press(page, main(page).getByRole('button', { name: text('guest_submit') }))
          await expect(main(page).getByText(text('guest_missing_fields'))).toBeVisible()
          const field = (key: string) => main(page).getByLabel(text(key), { exact: true })
          for (const key of ['guest_name_label', 'guest_from_label', 'guest_to_label']) {
            await expectFieldError(field(key), /./)
          }
          await expectVisibleFocus(page, field('guest_name_label'))
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
          const shuttle = main(page).getByRole('radio', { name: text('guest_vehicle_shuttle') })
          await press(page, shuttle, 'ArrowDown')
          const normalBus = main(page).getByRole('radio', { name: text('guest_vehicle_normal') })
          await expect(normalBus).toBeChecked()
          await expectVisibleFocus(page, normalBus)
          for (const key of ['guest_name_label', 'guest_from_label', 'guest_to_label']) {
            await expect(field(key)).not.toHaveAttribute('aria-invalid', 'true')
          }
          await press(page, main(page).getByRole('button', { name: text('guest_submit') }))
          await expect(page.getByText(text('guest_failure'))).toBeVisible()
        },
      },
      {
        name: 'booking form, submitted, before moving to /payment',
        reach: async ({ page, text }) => {
          await setScenario(page, { fail: [] })
          await press(page, main(page).getByRole('button', { name: text('guest_submit') }))
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
          const share = page.getByRole('button', { name: text('common_share') })
          await expectShared(walker, share, 'guest_share_text')
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
      loading('bookings, loading', '/bookings', 'bookings_loading'),
      loading('profile, loading', '/profile', 'profile_loading'),
      opened('bookings, failed to load', '/bookings', 'bookings_load_failed', {
        scenario: 'fail:bookings',
      }),
      opened(
        'profile, failed to load',
        '/profile',
        ({ page, text }) =>
          expect(main(page).getByRole('alert')).toContainText(
            filled(text('profile_load_failed_status'), { details: '500' }),
          ),
        { scenario: 'fail:profile' },
      ),
      opened(
        'bookings, with bookings',
        '/bookings',
        ({ page, text }) =>
          expect(page.getByRole('button', { name: text('bookings_cancel_booking') })).toHaveCount(
            3,
          ),
        { scenario: 'bookingCount:3', tabThrough: true },
      ),
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
        after: (walker) => {
          const share = walker.page.getByRole('button', { name: walker.text('common_share') })
          return expectShared(walker, share.first(), 'bookings_share_text')
        },
      },
      opened(
        'profile, loaded with bookings',
        '/profile',
        async ({ page, text }) => {
          await expect(main(page).getByText(seedCredentials.brian.email)).toBeVisible()
          const list = page.getByRole('list', { name: text('profile_bookings_list_label') })
          await expect(list).toBeVisible()
        },
        { tabThrough: true },
      ),
      {
        name: 'profile, a new picture',
        reach: async ({ page, text }) => {
          await main(page).getByLabel(text('profile_picture_file')).setInputFiles(tinyPng)
          await expect(page.getByText(text('profile_picture_updated'))).toBeVisible()
        },
      },
      opened(
        'buses, logged in, with a fully booked bus, a missing time and a broken image',
        '/buses',
        async ({ page, text }) => {
          const fullyBooked = page.getByRole('button', { name: text('buses_fully_booked') })
          await expect(fullyBooked.first()).toBeDisabled()
          await expect(page.getByText(text('common_departure_tba'))).toBeVisible()
        },
        { scenario: 'busCount:19', tabThrough: true },
      ),
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
          const action = text('buses_booking_a_seat')
          await expect(
            page.getByText(filled(text('common_offline_action'), { action })),
          ).toBeVisible()
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
          const passwordField = main(page).getByLabel(text('auth_password_label'), { exact: true })
          await typeInto(page, passwordField, password)
          // The Show/Hide toggle works with Space and says what it did.
          const toggle = (key: string) =>
            main(page).getByRole('button', {
              name: filled(text(key), { field: text('auth_password_name') }),
            })
          await press(page, toggle('common_password_show_label'), 'Space')
          await expect(toggle('common_password_hide_label')).toHaveAttribute('aria-pressed', 'true')
          await expect(passwordField).toHaveAttribute('type', 'text')
        },
        after: async (walker) => {
          const { page, text } = walker
          const passwordField = main(page).getByLabel(text('auth_password_label'), { exact: true })
          await press(page, passwordField, 'Enter', { backwards: true })
          await expect(page).toHaveURL(/\/$/)
          const logout = nav(walker).getByRole('button', { name: text('common_nav_logout') })
          await expect(logout).toBeVisible()
          // The URL and the top bar change first; the login form stays (then the loading
          // screen, while Home's code arrives on a slow phone) until Home replaces it. Only then
          // has focus moved: the field it was on went with the form, so it lands on the main
          // content.
          const home = main(page).getByRole('heading', { level: 1, name: text('home_title') })
          await expect(home).toBeVisible()
          await expect(main(page)).toBeFocused()
        },
      },
      {
        name: 'buses, a seat booked with the keyboard: focus on the message’s link',
        reach: async (walker) => {
          const { page, text, dialogs } = walker
          await followNavLink(walker, 'common_nav_buses')
          const card = main(page).getByRole('article', { name: 'Lake Shuttle' })
          await press(page, card.getByRole('button', { name: text('buses_book_seat') }))
          await expect(card.locator('.bus-card__message')).toContainText(
            booked(walker, 2, 'Lake Shuttle', 'KES 2,400'),
          )
          expect(dialogs).toEqual([seatQuestion(walker, '18', 'KES 1,200')])
          // The message covers the button: its link takes the focus.
          const viewTicket = card.getByRole('link', { name: text('buses_view_ticket') })
          await expectVisibleFocus(page, viewTicket)
        },
        after: async ({ page, text }) => {
          // Dismissing the message gives the focus back to Book Seat.
          const card = main(page).getByRole('article', { name: 'Lake Shuttle' })
          await press(page, card.getByRole('button', { name: text('common_dismiss_message') }))
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
          await followNavLink(walker, 'common_nav_bookings', true)
          const list = main(page).getByRole('list', { name: text('bookings_list_label') })
          await expect(list.getByRole('article')).toHaveCount(1)
          await expect(
            list.getByRole('article').getByRole('heading', { name: 'Lake Shuttle' }),
          ).toBeVisible()
        },
      },
      {
        name: 'bookings, empty after a cancel with the keyboard: focus kept',
        reach: async ({ page, text, dialogs }) => {
          await press(
            page,
            main(page).getByRole('button', { name: text('bookings_cancel_booking') }),
          )
          expect(dialogs.at(-1)).toBe(text('bookings_cancel_confirm'))
          await expect(main(page).getByText(text('bookings_empty'))).toBeVisible()
          // The button went with the booking: focus stays in the page.
          await expectFocusKept(page)
        },
        after: async ({ page, text }) => {
          // Tab goes on from there.
          await page.keyboard.press('Tab')
          const bookASeat = main(page).getByRole('link', { name: text('bookings_book_a_seat') })
          await expectVisibleFocus(page, bookASeat)
        },
      },
      {
        name: 'profile, loaded without bookings',
        reach: async (walker) => {
          const { page, text } = walker
          await followNavLink(walker, 'common_nav_profile', true)
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
          await press(page, chooseFile)
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
          await press(page, chooseFile, 'Space')
          const notes = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }
          await (await chooser).setFiles(notes)
          // Its first sentence, which the longer alert text starts with.
          const notAnImage =
            text('profile_not_an_image').split('.')[0] ?? text('profile_not_an_image')
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
          const logout = nav(walker).getByRole('button', { name: text('common_nav_logout') })
          await press(page, logout, 'Enter', { backwards: true })
          await expect(page).toHaveURL(/\/login$/)
          const login = nav(walker).getByRole('link', { name: text('common_nav_login') })
          await expect(login).toBeVisible()
          const title = main(page).getByRole('heading', {
            level: 1,
            name: text('auth_login_title'),
          })
          await expect(title).toBeVisible()
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
        reach: async (walker) => {
          // A lost connection while a screen's code loads is the one way a traveller meets it.
          const register = /\/assets\/register-[\w-]+\.js$/
          await walker.page.context().route(register, (route) => route.abort())
          await openState(walker.page, '/register')
          await expect(heading('common_error_title')(walker)).toBeVisible()
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
          const then = state.tabThrough ? ', then Tab through every control' : ''
          await test.step(`${state.name}${then}`, async () => {
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
