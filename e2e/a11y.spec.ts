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
import { seedCredentials } from '../mocks/seed'
import { signInThroughApi } from './session-helpers'
import { holdMoveOnTimers, releaseHeldTimers } from './hold-timers'
import { openState, setScenario } from './open-state'
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

type Role = Parameters<Page['getByRole']>[0]
/** An element by its role and the message key of its name, with getByRole's options. */
type ByRole = (role: Role, key: string, options?: { exact?: boolean; level?: number }) => Locator

function walkerFor(page: Page, language: Locale, dialogs: string[]) {
  const text = textIn(language)
  const byRole =
    (scope: Page | Locator): ByRole =>
    (role, key, options) =>
      scope.getByRole(role, { name: text(key), ...options })
  const main = page.getByRole('main')
  const nav = page.getByRole('navigation', { name: text('common_nav_main_label') })
  const field = (key: string) => main.getByLabel(text(key), { exact: true })
  const [role, inMain, inNav] = [byRole(page), byRole(main), byRole(nav)]
  return { page, language, text, dialogs, main, role, inMain, inNav, field }
}

/**
 * A walk's page and language; `text(key)`, a message in its language; `dialogs`, every dialog it
 * has opened so far; by role on the whole page, in the main content, in the main navigation;
 * `field(key)`, a field in the main content by the message key of its whole label.
 */
type Walker = ReturnType<typeof walkerFor>

/** Longer than a test: a loading state stays on screen through both scans; checked afterwards. */
const slow = 'delayMs:60000'

/** A message's text with its placeholders filled in. */
const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
/** A pattern that finds `text` as it is, inside a longer text. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

/** A form's alert after a 500: the server's own words in English, the app's in any other language. */
async function expectServerError({ main, language }: Walker) {
  const alert = main.getByRole('alert')
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

/** Reaches a state from where the walk's previous state left the page; waits until it shows. */
type Reach = (walker: Walker) => Promise<void>

interface ScanState {
  reach: Reach
  /**
   * Then Tab through the whole page. Only for states reached by opening a URL, with no control
   * used since: Tab starts at the top of the page.
   */
  tabThrough?: true
  /** After the checks: proves the page was still in that state, or what the keyboard does from it. */
  after?: Reach
}

/**
 * A walk's states by name, in order (a state that only needs reaching is its `reach`). A
 * screen's loading and failed states come before it first loads in a walk: the app keeps what it
 * loaded (docs/product.md#offline), and what it kept would stand in for them.
 */
interface Walk {
  /** Before the first page opens. */
  before?: (page: Page) => Promise<void>
  states: Record<string, ScanState | Reach>
}

/**
 * What proves a state is on screen: a message's text, or an element by its role and name (visible
 * both), or a locator that must be visible, or a check.
 */
type Shows = string | [Role, string] | ((walker: Walker) => Locator | Promise<void>)

/** A state opened as a first visit to `path` (in `scenario`), on screen once `shows` is. */
const opened = (
  path: string,
  shows: Shows,
  { scenario = '', ...more }: Omit<ScanState, 'reach'> & { scenario?: string } = {},
): ScanState => ({
  ...more,
  reach: async (walker) => {
    await openState(walker.page, path, scenario)
    const shown =
      typeof shows === 'string'
        ? walker.page.getByText(walker.text(shows))
        : Array.isArray(shows)
          ? walker.role(...shows)
          : shows(walker)
    if (shown instanceof Promise) await shown
    else await expect(shown).toBeVisible()
  },
})

const thenTab = { tabThrough: true } as const

const loading = (path: string, key: string) =>
  opened(path, key, {
    scenario: slow,
    after: ({ page, text }) => expect(page.getByText(text(key))).toBeVisible(),
  })

/** The first-visit list of five buses, ready for a tap. */
async function expectFiveBuses({ role }: Walker) {
  await expect(role('list', 'buses_list_label').getByRole('article')).toHaveCount(5)
  await expect(role('button', 'buses_book_seat')).toHaveCount(5)
}

const walks: Record<string, Walk> = {
  'logged out: the lists, the pages without data, 404': {
    states: {
      'buses, loading': loading('/buses', 'buses_loading'),
      'buses, failed to load': opened('/buses', 'buses_load_failed', { scenario: 'fail:buses' }),
      'buses, logged out': opened('/buses', expectFiveBuses, {
        tabThrough: true,
        after: async ({ page, main, role, inMain }) => {
          // The skip link: the first Tab of a fresh page offers it, Enter moves focus to the
          // main content, and Tab goes on from there: the trip search's From field.
          await page.reload()
          await main.getByRole('heading', { level: 1 }).waitFor()
          await page.keyboard.press('Tab')
          const skip = role('link', 'common_skip_to_content')
          await expectVisibleFocus(page, skip)
          await expect(skip).toBeInViewport()
          await page.keyboard.press('Enter')
          await expect(main).toBeFocused()
          await page.keyboard.press('Tab')
          await expectVisibleFocus(page, inMain('combobox', 'buses_from'))
        },
      }),
      // The amber badge of a bus with few seats left is scanned too.
      'buses, filtered to one bus': opened('/buses?from=nai&to=nak', ({ main, text }) =>
        main
          .getByRole('article', { name: 'Flamingo Shuttle' })
          .getByText(filled(text('buses_seats_left_other'), { count: '8' })),
      ),
      // A trip the wrong way round; after the checks, Clear filters.
      'buses, no match': opened('/buses?from=Mombasa&to=Nairobi', 'buses_count_none', {
        after: async (walker) => {
          const { page, text, main, role, inMain } = walker
          await role('button', 'buses_clear_filters').click()
          await expectFiveBuses(walker)
          const fiveBuses = filled(text('buses_count_other'), { count: '5' })
          await expect(main.locator('.bus-results__count')).toHaveText(fiveBuses)
          await expect(inMain('combobox', 'buses_from')).toBeFocused()
          // The search is gone from the address (the test's own mock switches aside).
          const search = [...new URL(page.url()).searchParams.keys()]
          expect(search.filter((key) => !key.startsWith('mock'))).toEqual([])
        },
      }),
      'bookings, logged out': opened('/bookings', 'bookings_signed_out'),
      'profile, logged out': opened('/profile', 'profile_signed_out'),
      'payment, opened directly': opened(
        '/payment',
        ['heading', 'guest_payment_empty_title'],
        thenTab,
      ),
      'not found (404)': opened('/no/such/page', ['heading', 'common_not_found_heading'], thenTab),
      'buses, none scheduled': opened('/buses', 'buses_none_scheduled', { scenario: 'busCount:0' }),
    },
  },
  home: {
    states: {
      home: opened(
        '/',
        async ({ role }) => {
          await expect(role('heading', 'home_title', { level: 1 })).toBeVisible()
          await expect(role('link', 'home_book_now')).toBeVisible()
        },
        {
          tabThrough: true,
          after: async ({ page, inMain }) => {
            // Book Now with the keyboard: the booking form, focus kept in the page.
            await press(page, inMain('link', 'home_book_now'))
            await expect(page).toHaveURL(/\/bookingform(\?|$)/)
            await expect(inMain('heading', 'guest_title', { level: 1 })).toBeVisible()
            await expectFocusKept(page)
          },
        },
      ),
      'home with reduced motion (slider paused)': async ({ page, role }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await openState(page, '/')
        await expect(role('button', 'home_play_slideshow')).toBeVisible()
      },
    },
  },
  login: {
    states: {
      'login, empty': opened(
        '/login',
        ({ inMain }) => inMain('button', 'auth_login_title', { exact: true }),
        thenTab,
      ),
      'login, reached from Book Seat while logged out (its alert, the bus named)': async (w) => {
        await openState(w.page, '/buses')
        await w.role('button', 'buses_book_seat').first().click()
        await w.page.waitForURL(/\/login/)
        expect(w.dialogs).toEqual([w.text('buses_login_first')])
        await expect(w.page.getByRole('note')).toBeVisible()
      },
      'login, field errors after an empty submit with the keyboard': async (walker) => {
        const { page, text, main, inMain, field } = walker
        await press(page, inMain('button', 'auth_login_title', { exact: true }))
        // The errors are tied to their fields and focus goes to the first of them.
        const email = main.getByLabel(text('auth_email_label'))
        await expectFieldError(email, text('auth_enter_email'))
        await expectFieldError(field('auth_password_label'), text('auth_enter_your_password'))
        await expectVisibleFocus(page, email)
      },
      'login, server error: focus stays on the button': async (walker) => {
        const { page, text, main, inMain, field } = walker
        const { email, password } = seedCredentials.amina
        await setScenario(page, { fail: ['login'] })
        await typeInto(page, main.getByLabel(text('auth_email_label')), email)
        await typeInto(page, field('auth_password_label'), password)
        const login = inMain('button', 'auth_login_title', { exact: true })
        await press(page, login)
        await expectServerError(walker)
        await expectVisibleFocus(page, login)
      },
      'login, after a registration': opened('/login?registered=true', 'auth_registered'),
    },
  },
  register: {
    states: {
      'register, empty': opened(
        '/register',
        (w) => w.inMain('button', 'auth_register_title'),
        thenTab,
      ),
      'register, field errors after an empty submit': async ({ page, text, inMain }) => {
        await inMain('button', 'auth_register_title').click()
        const username = page.getByLabel(text('auth_username_label'))
        await expect(username).toHaveAttribute('aria-invalid', 'true')
      },
      'register, passwords do not match': async ({ page, text, inMain }) => {
        await page.getByLabel(text('auth_username_label')).fill('wanjiku')
        await page.getByLabel(text('auth_email_label')).fill('wanjiku@example.com')
        await page.getByLabel(text('auth_password_label'), { exact: true }).fill('password123')
        const confirm = page.getByLabel(text('auth_confirm_password_label'), { exact: true })
        await confirm.fill('password124')
        await inMain('button', 'auth_register_title').click()
        await expect(page.getByText(text('auth_passwords_do_not_match'))).toBeVisible()
      },
      'register, server error': async (walker) => {
        const { page, text, inMain } = walker
        await setScenario(page, { fail: ['register'] })
        const confirm = page.getByLabel(text('auth_confirm_password_label'), { exact: true })
        await confirm.fill('password123')
        await inMain('button', 'auth_register_title').click()
        await expectServerError(walker)
      },
    },
  },
  'a guest booking with the keyboard, from the form to /payment': {
    before: async (page) => {
      await holdMoveOnTimers(page)
      await stubWebShare(page)
    },
    states: {
      'booking form, empty': opened('/bookingform', ['button', 'guest_submit'], thenTab),
      'booking form, required fields missing': async ({ page, text, main, inMain, field }) => {
        // Every missing field is marked and described, focus on the first one.
        await press(page, inMain('button', 'guest_submit'))
        await expect(main.getByText(text('guest_missing_fields'))).toBeVisible()
        for (const key of ['guest_name_label', 'guest_from_label', 'guest_to_label']) {
          await expectFieldError(field(key), /./)
        }
        await expectVisibleFocus(page, field('guest_name_label'))
      },
      'booking form, the server failed': async ({ page, text, inMain, field }) => {
        await setScenario(page, { fail: ['guestBooking'] })
        await page.keyboard.type('Amina Otieno')
        await typeInto(page, field('guest_id_number_label'), 'A1234567')
        await typeInto(page, field('guest_from_label'), 'Nairobi')
        await typeInto(page, field('guest_to_label'), 'Mombasa')
        // One Tab stop for the radio group (the checked one); the arrow keys choose inside it.
        await press(page, inMain('radio', 'guest_vehicle_shuttle'), 'ArrowDown')
        const normalBus = inMain('radio', 'guest_vehicle_normal')
        await expect(normalBus).toBeChecked()
        await expectVisibleFocus(page, normalBus)
        for (const key of ['guest_name_label', 'guest_from_label', 'guest_to_label']) {
          await expect(field(key)).not.toHaveAttribute('aria-invalid', 'true')
        }
        await press(page, inMain('button', 'guest_submit'))
        await expect(page.getByText(text('guest_failure'))).toBeVisible()
      },
      'booking form, submitted, before moving to /payment': {
        reach: async ({ page, text, main, inMain }) => {
          await setScenario(page, { fail: [] })
          await press(page, inMain('button', 'guest_submit'))
          await expect(main.getByText(text('guest_success'))).toBeVisible()
          await expectFocusKept(page)
        },
        after: async ({ page }) => {
          await expect(page).toHaveURL(/\/bookingform(\?|$)/)
          await releaseHeldTimers(page)
          await page.waitForURL(/\/payment$/)
        },
      },
      'payment, with the summary of a guest booking': {
        reach: async ({ page, inMain }) => {
          const summary = inMain('region', 'guest_summary_title')
          await expect(summary).toBeVisible()
          await expect(summary.getByText('Modern Bus', { exact: true })).toBeVisible()
          await expectFocusKept(page)
        },
        after: async (walker) => {
          await tabTo(walker.page, walker.inMain('link', 'guest_payment_back_home'))
          await expectShared(walker, walker.role('button', 'common_share'), 'guest_share_text')
        },
      },
    },
  },
  'logged in with bookings (brian)': {
    before: stubWebShare,
    states: {
      'home logged in': {
        tabThrough: true,
        reach: async ({ page, role }) => {
          await signInThroughApi(page)
          await expect(role('link', 'home_book_now')).toBeVisible()
        },
      },
      'bookings, loading': loading('/bookings', 'bookings_loading'),
      'profile, loading': loading('/profile', 'profile_loading'),
      'bookings, failed to load': opened('/bookings', 'bookings_load_failed', {
        scenario: 'fail:bookings',
      }),
      'profile, failed to load': opened(
        '/profile',
        ({ main, text }) =>
          expect(main.getByRole('alert')).toContainText(
            filled(text('profile_load_failed_status'), { details: '500' }),
          ),
        { scenario: 'fail:profile' },
      ),
      'bookings, with bookings': opened(
        '/bookings',
        ({ role }) => expect(role('button', 'bookings_cancel_booking')).toHaveCount(3),
        { scenario: 'bookingCount:3', tabThrough: true },
      ),
      'bookings, one cancelled: its confirmation and the word after': {
        reach: async ({ page, role, text, dialogs }) => {
          dialogs.length = 0
          await role('button', 'bookings_cancel_booking').first().click()
          await expect(page.getByText(text('bookings_cancelled'))).toBeVisible()
          expect(dialogs).toEqual([text('bookings_cancel_confirm')])
        },
        after: (w) =>
          expectShared(w, w.role('button', 'common_share').first(), 'bookings_share_text'),
      },
      'profile, loaded with bookings': opened(
        '/profile',
        async ({ main, role }) => {
          await expect(main.getByText(seedCredentials.brian.email)).toBeVisible()
          await expect(role('list', 'profile_bookings_list_label')).toBeVisible()
        },
        thenTab,
      ),
      'profile, a new picture': async ({ page, text, main }) => {
        await main.getByLabel(text('profile_picture_file')).setInputFiles(tinyPng)
        await expect(page.getByText(text('profile_picture_updated'))).toBeVisible()
      },
      'buses, logged in, with a fully booked bus, a missing time and a broken image': opened(
        '/buses',
        async ({ page, role, text }) => {
          await expect(role('button', 'buses_fully_booked').first()).toBeDisabled()
          await expect(page.getByText(text('common_departure_tba'))).toBeVisible()
        },
        { scenario: 'busCount:19', tabThrough: true },
      ),
      'buses, after a booking: its seat question and its live message': async (walker) => {
        const { page, role, dialogs } = walker
        dialogs.length = 0
        await openState(page, '/buses')
        const card = page.getByRole('article', { name: 'Coast Express' })
        await card.getByRole('button', { name: walker.text('buses_book_seat') }).click()
        await expect(card.locator('.bus-card__message')).toContainText(
          booked(walker, 2, 'Coast Express', 'KES 3,000'),
        )
        await expect(role('link', 'buses_view_ticket')).toBeVisible()
        expect(dialogs).toEqual([seatQuestion(walker, '25', 'KES 1,500')])
      },
      'buses offline: Book Seat says it needs a connection': {
        reach: async ({ page, text }) => {
          const card = page.getByRole('article', { name: 'Coast Express' })
          await card.getByRole('button', { name: text('common_dismiss_message') }).click()
          await page.context().setOffline(true)
          await card.getByRole('button', { name: text('buses_book_seat') }).click()
          const action = text('buses_booking_a_seat')
          const needsConnection = filled(text('common_offline_action'), { action })
          await expect(page.getByText(needsConnection)).toBeVisible()
        },
        after: ({ page }) => page.context().setOffline(false),
      },
      // Last: it ends the session.
      'profile, session expired (401), before the redirect': {
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
    },
  },
  'with the keyboard only: log in, book, cancel, change the picture, log out (amina)': {
    states: {
      'login, filled in with the keyboard, the password shown': {
        reach: async ({ page, text, main, field }) => {
          const { email, password } = seedCredentials.amina
          await openState(page, '/login')
          await typeInto(page, main.getByLabel(text('auth_email_label')), email)
          await typeInto(page, field('auth_password_label'), password)
          // The Show/Hide toggle works with Space and says what it did.
          const toggle = (key: string) =>
            main.getByRole('button', {
              name: filled(text(key), { field: text('auth_password_name') }),
            })
          await press(page, toggle('common_password_show_label'), 'Space')
          await expect(toggle('common_password_hide_label')).toHaveAttribute('aria-pressed', 'true')
          await expect(field('auth_password_label')).toHaveAttribute('type', 'text')
        },
        after: async ({ page, main, inMain, inNav, field }) => {
          await press(page, field('auth_password_label'), 'Enter', { backwards: true })
          await expect(page).toHaveURL(/\/$/)
          await expect(inNav('button', 'common_nav_logout')).toBeVisible()
          // The URL and the top bar change first; the login form stays (then the loading
          // screen, while Home's code arrives on a slow phone) until Home replaces it. Only then
          // has focus moved: the field it was on went with the form, so it lands on the main
          // content.
          await expect(inMain('heading', 'home_title', { level: 1 })).toBeVisible()
          await expect(main).toBeFocused()
        },
      },
      'buses, a seat booked with the keyboard: focus on the message’s link': {
        reach: async (walker) => {
          const { page, text, dialogs, main, inNav } = walker
          await press(page, inNav('link', 'common_nav_buses', { exact: true }))
          const card = main.getByRole('article', { name: 'Lake Shuttle' })
          await press(page, card.getByRole('button', { name: text('buses_book_seat') }))
          await expect(card.locator('.bus-card__message')).toContainText(
            booked(walker, 2, 'Lake Shuttle', 'KES 2,400'),
          )
          expect(dialogs).toEqual([seatQuestion(walker, '18', 'KES 1,200')])
          // The message covers the button: its link takes the focus.
          const viewTicket = card.getByRole('link', { name: text('buses_view_ticket') })
          await expectVisibleFocus(page, viewTicket)
        },
        after: async ({ page, text, main }) => {
          // Dismissing the message gives the focus back to Book Seat.
          const card = main.getByRole('article', { name: 'Lake Shuttle' })
          await press(page, card.getByRole('button', { name: text('common_dismiss_message') }))
          await expectVisibleFocus(
            page,
            card.getByRole('button', { name: text('buses_book_seat') }),
          )
        },
      },
      'bookings, the one just booked': async ({ page, inMain, inNav }) => {
        const backwards = { backwards: true }
        await press(page, inNav('link', 'common_nav_bookings', { exact: true }), 'Enter', backwards)
        const bookings = inMain('list', 'bookings_list_label').getByRole('article')
        await expect(bookings).toHaveCount(1)
        await expect(bookings.getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
      },
      'bookings, empty after a cancel with the keyboard: focus kept': {
        reach: async ({ page, text, dialogs, main, inMain }) => {
          await press(page, inMain('button', 'bookings_cancel_booking'))
          expect(dialogs.at(-1)).toBe(text('bookings_cancel_confirm'))
          await expect(main.getByText(text('bookings_empty'))).toBeVisible()
          // The button went with the booking: focus stays in the page.
          await expectFocusKept(page)
        },
        after: async ({ page, inMain }) => {
          // Tab goes on from there.
          await page.keyboard.press('Tab')
          await expectVisibleFocus(page, inMain('link', 'bookings_book_a_seat'))
        },
      },
      'profile, loaded without bookings': async ({ page, text, main, inNav }) => {
        const backwards = { backwards: true }
        await press(page, inNav('link', 'common_nav_profile', { exact: true }), 'Enter', backwards)
        await expect(main.getByText(seedCredentials.amina.email)).toBeVisible()
        await expect(main.getByText(text('profile_bookings_empty'))).toBeVisible()
      },
      'profile, a new picture chosen with the keyboard': {
        reach: async ({ page, text, main, inMain }) => {
          // The picture itself is a button too, with a name that says what it does.
          await tabTo(page, inMain('button', 'profile_change_picture'))
          const chooseFile = inMain('button', 'profile_choose_file')
          // Playwright starts catching file pickers when a test first waits for one, in a
          // message of its own: a key pressed straight after can open the picker before it does
          // (it then never reaches the test). Waiting from before the Tab walk leaves it that
          // time.
          const chooser = page.waitForEvent('filechooser')
          await press(page, chooseFile)
          await (await chooser).setFiles(tinyPng)
          await expect(main.getByAltText(text('profile_picture_alt'))).toHaveAttribute(
            'src',
            /\/uploads\/user-\d+-\d+\.png$/,
          )
          await expectVisibleFocus(page, chooseFile)
        },
        after: async ({ page, text, main }) => {
          // The mock backend in the browser kept the picture: after a reload it is still there,
          // and its bytes really decode.
          const picture = main.getByAltText(text('profile_picture_alt'))
          const src = await picture.getAttribute('src')
          await page.reload()
          await expect(picture).toHaveAttribute('src', src ?? '')
          await expect
            .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
            .toBe(1)
        },
      },
      'profile, a file that is not an image, chosen with the keyboard': async (walker) => {
        const { page, text, main, inMain } = walker
        const chooseFile = inMain('button', 'profile_choose_file')
        const chooser = page.waitForEvent('filechooser')
        await press(page, chooseFile, 'Space')
        const notes = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }
        await (await chooser).setFiles(notes)
        // Its first sentence, which the longer alert text starts with.
        const notAnImage =
          text('profile_not_an_image').split('.')[0] ?? text('profile_not_an_image')
        await expect(main.getByRole('alert')).toContainText(notAnImage)
        // The message is tied to the button that chose it.
        await expect(chooseFile).toHaveAccessibleDescription(containing(notAnImage))
        await expectVisibleFocus(page, chooseFile)
      },
      'login, after a logout with the keyboard: focus on the main content': async (walker) => {
        const { page, main, inMain, inNav } = walker
        await press(page, inNav('button', 'common_nav_logout'), 'Enter', { backwards: true })
        await expect(page).toHaveURL(/\/login$/)
        await expect(inNav('link', 'common_nav_login')).toBeVisible()
        await expect(inMain('heading', 'auth_login_title', { level: 1 })).toBeVisible()
        await expect(main).toBeFocused()
      },
    },
  },
  'a screen whose code could not be downloaded': {
    states: {
      'route error fallback (the register screen could not be downloaded)': async (walker) => {
        const { page, role } = walker
        // A lost connection while a screen's code loads is the one way a traveller meets it.
        await page.context().route(/\/assets\/register-[\w-]+\.js$/, (route) => route.abort())
        await openState(page, '/register')
        await expect(role('heading', 'common_error_title')).toBeVisible()
      },
    },
  },
}

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

    for (const [walkName, walk] of Object.entries(walks)) {
      const states = Object.entries(walk.states)
      test(`${walkName}: ${states.map(([name]) => name).join(' · ')}`, async ({ page }) => {
        // Two scans (and for some a walk with Tab) per state, on a machine that may be busy.
        test.setTimeout(30_000 * (states.length + 1))
        const text = textIn(language)
        const dialogs = recordDialogs(page, (message) =>
          message.startsWith(text('buses_seat_question').split('{')[0] ?? '?') ? '2' : true,
        )
        const walker = walkerFor(page, language, dialogs)
        await walk.before?.(page)
        for (const [name, state] of states) {
          const { reach, tabThrough, after }: ScanState =
            typeof state === 'function' ? { reach: state } : state
          await test.step(`${name}${tabThrough ? ', then Tab through every control' : ''}`, async () => {
            await page.setViewportSize(viewports.phone)
            await reach(walker)
            await checkState(walker)
            if (tabThrough) {
              const stops = await tabThroughPage(page)
              expect(stops[0]).toBe(`a ${text('common_skip_to_content')}`)
              expect(stops.some((stop) => stop.includes('support@matatu.co.ke'))).toBe(true)
            }
            await after?.(walker)
          })
        }
      })
    }
  })
}
