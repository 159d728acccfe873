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
 * Every screen in every state a traveller meets, per language (en-KE, sw-KE), each reached once
 * the way a traveller gets there (by keyboard where one could: focus shown at every stop, never
 * lost) and checked at 360 px (axe, no sideways scrolling, 24 px targets) and 1280 px (axe, lang,
 * no English outside English); the screens a traveller lands on are crossed with Tab alone too.
 */

type Role = Parameters<Page['getByRole']>[0]

function walkerFor(page: Page, language: Locale) {
  const text = textIn(language)
  // Book Seat's question is answered with 2 seats, every other dialog accepted.
  const seatQuestion = text('buses_seat_question').split('{')[0] ?? '?'
  const dialogs = recordDialogs(page, (message) => (message.startsWith(seatQuestion) ? '2' : true))
  // An element by its role and the message key of its name.
  const byRole =
    (scope: Page | Locator) =>
    (role: Role, key: string, options?: { exact?: boolean; level?: number }) =>
      scope.getByRole(role, { name: text(key), ...options })
  const main = page.getByRole('main')
  const nav = page.getByRole('navigation', { name: text('common_nav_main_label') })
  const field = (key: string) => main.getByLabel(text(key), { exact: true })
  const [role, inMain, inNav] = [byRole(page), byRole(main), byRole(nav)]
  return { page, language, text, dialogs, main, role, inMain, inNav, field }
}

/** `text(key)`: a message in the walk's language; `dialogs`: each one opened so far. */
type Walker = ReturnType<typeof walkerFor>

/** A message's text with its placeholders filled in. */
const filled = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)

const backwards = { backwards: true }

async function press(target: Locator, key = 'Enter', options = { backwards: false }) {
  await tabTo(target, options)
  await target.page().keyboard.press(key)
}

async function typeInto(field: Locator, text: string) {
  await tabTo(field)
  await field.page().keyboard.type(text)
}

/** The Web Share API, stubbed before the app starts: each share is kept on the page. */
async function stubWebShare(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const share = (data: ShareData) => Promise.resolve(Object.assign(window, { __shared: data }))
    Object.defineProperty(navigator, 'share', { configurable: true, value: share })
  })
}

async function expectShared({ page, text, language }: Walker, button: Locator, textKey: string) {
  await page.evaluate(() => Object.assign(window, { __shared: undefined }))
  await button.click()
  const shared = await page.waitForFunction(() => (window as { __shared?: ShareData }).__shared)
  const { title, text: body } = (await shared.jsonValue()) as ShareData
  expect(body).toContain(text(textKey).split('\n')[0])
  if (language !== baseLocale) expectNoEnglishText(`${title}\n${body}`, `the shared ${textKey}`)
}

/** Reaches a state from where the previous one left the page, and waits until it shows. */
type Reach = (walker: Walker) => Promise<void>

/**
 * `tabThrough`: then Tab through the page (only right after opening a URL: Tab starts at the
 * top); `after`: after the checks, the page was still in that state, or what the keyboard does.
 */
type ScanState = { reach: Reach; tabThrough?: true; after?: Reach }

/**
 * A walk's states by name, in order. A screen's loading and failed states come before it first
 * loads: the app keeps what it loaded (docs/product.md#offline), which would stand in for them.
 */
type Walk = { before?: (page: Page) => Promise<unknown>; states: Record<string, ScanState | Reach> }

/** What proves a state is on screen: a message's text, a role and name, a locator, a check. */
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

/** A loading state, held through the checks by a delay longer than the test. */
const loading = (path: string, key: string) =>
  opened(path, key, {
    scenario: 'delayMs:60000',
    after: ({ page, text }) => expect(page.getByText(text(key))).toBeVisible(),
  })

const walks: Record<string, Walk> = {
  'logged out: the lists, the pages without data, 404': {
    states: {
      'buses, loading': loading('/buses', 'buses_loading'),
      'buses, failed to load': opened('/buses', 'buses_load_failed', { scenario: 'fail:buses' }),
      'buses, logged out': opened(
        '/buses',
        ({ role }) => expect(role('button', 'buses_book_seat')).toHaveCount(5),
        thenTab,
      ),
      // The amber badge of a bus with few seats left is scanned too.
      'buses, filtered to one bus': opened(
        '/buses?from=nai&to=nak',
        ({ main, text }) => main.getByText(filled(text('buses_seats_left_other'), { count: '8' })),
        {
          after: async ({ page, main, role, inMain }) => {
            // The first Tab of a fresh page offers the skip link, Enter moves focus to the main
            // content, and Tab goes on from there: the trip search's From field.
            await page.keyboard.press('Tab')
            const skip = role('link', 'common_skip_to_content')
            await expectVisibleFocus(skip)
            await expect(skip).toBeInViewport()
            await page.keyboard.press('Enter')
            await expect(main).toBeFocused()
            await page.keyboard.press('Tab')
            await expectVisibleFocus(inMain('combobox', 'buses_from'))
          },
        },
      ),
      // A trip the wrong way round.
      'buses, no match': opened('/buses?from=Mombasa&to=Nairobi', 'buses_count_none'),
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
      home: opened('/', ['link', 'home_book_now'], {
        tabThrough: true,
        after: async ({ page, inMain }) => {
          // Book Now with the keyboard: the booking form, focus kept in the page.
          await press(inMain('link', 'home_book_now'))
          await expect(inMain('heading', 'guest_title', { level: 1 })).toBeVisible()
          await expectFocusKept(page)
        },
      }),
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
      'login, field errors after an empty submit with the keyboard': async (w) => {
        await press(w.inMain('button', 'auth_login_title', { exact: true }))
        const email = w.field('auth_email_label')
        await expect(email).toHaveAccessibleDescription(w.text('auth_enter_email'))
        await expectVisibleFocus(email)
      },
      'login, server error: focus stays on the button': async ({ page, main, inMain, field }) => {
        const { email, password } = seedCredentials.amina
        await setScenario(page, { fail: ['login'] })
        await typeInto(field('auth_email_label'), email)
        await typeInto(field('auth_password_label'), password)
        const login = inMain('button', 'auth_login_title', { exact: true })
        await press(login)
        await expect(main.getByRole('alert')).toBeVisible()
        await expectVisibleFocus(login)
      },
      'login, after a registration': opened('/login?registered=true', 'auth_registered'),
    },
  },
  register: {
    states: {
      'register, empty': opened('/register', ['button', 'auth_register_title'], thenTab),
      'register, field errors after an empty submit': async ({ inMain, field }) => {
        await inMain('button', 'auth_register_title').click()
        await expect(field('auth_username_label')).toHaveAttribute('aria-invalid', 'true')
      },
      'register, passwords do not match': async ({ page, text, inMain, field }) => {
        await field('auth_username_label').fill('wanjiku')
        await field('auth_email_label').fill('wanjiku@example.com')
        await field('auth_password_label').fill('password123')
        await field('auth_confirm_password_label').fill('password124')
        await inMain('button', 'auth_register_title').click()
        await expect(page.getByText(text('auth_passwords_do_not_match'))).toBeVisible()
      },
      'register, server error': async ({ page, main, inMain, field }) => {
        await setScenario(page, { fail: ['register'] })
        await field('auth_confirm_password_label').fill('password123')
        await inMain('button', 'auth_register_title').click()
        await expect(main.getByRole('alert')).toBeVisible()
      },
    },
  },
  'a guest booking with the keyboard, from the form to /payment': {
    before: (page) => Promise.all([holdMoveOnTimers(page), stubWebShare(page)]),
    states: {
      'booking form, empty': opened('/bookingform', ['button', 'guest_submit'], thenTab),
      'booking form, required fields missing': async ({ text, main, inMain, field }) => {
        await press(inMain('button', 'guest_submit'))
        await expect(main.getByText(text('guest_missing_fields'))).toBeVisible()
        await expectVisibleFocus(field('guest_name_label'))
      },
      'booking form, the server failed': async ({ page, text, inMain, field }) => {
        await setScenario(page, { fail: ['guestBooking'] })
        await page.keyboard.type('Amina Otieno')
        await typeInto(field('guest_id_number_label'), 'A1234567')
        await typeInto(field('guest_from_label'), 'Nairobi')
        await typeInto(field('guest_to_label'), 'Mombasa')
        // One Tab stop for the radio group (the checked one); the arrow keys choose inside it.
        await press(inMain('radio', 'guest_vehicle_shuttle'), 'ArrowDown')
        const normalBus = inMain('radio', 'guest_vehicle_normal')
        await expect(normalBus).toBeChecked()
        await expectVisibleFocus(normalBus)
        await press(inMain('button', 'guest_submit'))
        await expect(page.getByText(text('guest_failure'))).toBeVisible()
      },
      'booking form, submitted, before moving to /payment': {
        reach: async ({ page, text, main, inMain }) => {
          await setScenario(page, { fail: [] })
          await press(inMain('button', 'guest_submit'))
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
          await expect(summary.getByText('Modern Bus', { exact: true })).toBeVisible()
          await expectFocusKept(page)
        },
        after: async (walker) => {
          await tabTo(walker.inMain('link', 'guest_payment_back_home'))
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
      'profile, failed to load': opened('/profile', ({ main }) => main.getByRole('alert'), {
        scenario: 'fail:profile',
      }),
      'bookings, with bookings': opened(
        '/bookings',
        ({ role }) => expect(role('button', 'bookings_cancel_booking')).toHaveCount(3),
        { scenario: 'bookingCount:3', tabThrough: true },
      ),
      'bookings, one cancelled: its confirmation and the word after': {
        reach: async ({ page, role, text }) => {
          await role('button', 'bookings_cancel_booking').first().click()
          await expect(page.getByText(text('bookings_cancelled'))).toBeVisible()
        },
        after: (w) =>
          expectShared(w, w.role('button', 'common_share').first(), 'bookings_share_text'),
      },
      'profile, loaded with bookings': opened(
        '/profile',
        ['list', 'profile_bookings_list_label'],
        thenTab,
      ),
      'buses, logged in, with a fully booked bus, a missing time and a broken image': opened(
        '/buses',
        async ({ page, role, text }) => {
          await expect(role('button', 'buses_fully_booked').first()).toBeDisabled()
          await expect(page.getByText(text('common_departure_tba'))).toBeVisible()
        },
        { scenario: 'busCount:19', tabThrough: true },
      ),
      'buses offline: Book Seat says it needs a connection': {
        reach: async ({ page, text, role }) => {
          await openState(page, '/buses')
          const bookSeat = role('button', 'buses_book_seat').first()
          await expect(bookSeat).toBeVisible()
          await page.context().setOffline(true)
          await bookSeat.click()
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
        after: ({ page }) => expect(page).toHaveURL(/\/profile(\?|$)/),
      },
    },
  },
  'with the keyboard only: log in, book, cancel, change the picture, log out (amina)': {
    states: {
      'login, filled in with the keyboard, the password shown': {
        reach: async ({ page, text, main, field }) => {
          const { email, password } = seedCredentials.amina
          await openState(page, '/login')
          await typeInto(field('auth_email_label'), email)
          await typeInto(field('auth_password_label'), password)
          // The Show/Hide toggle works with Space and says what it did.
          const toggle = (key: string) =>
            main.getByRole('button', {
              name: filled(text(key), { field: text('auth_password_name') }),
            })
          await press(toggle('common_password_show_label'), 'Space')
          await expect(toggle('common_password_hide_label')).toHaveAttribute('aria-pressed', 'true')
          await expect(field('auth_password_label')).toHaveAttribute('type', 'text')
        },
        after: async ({ main, inMain, field }) => {
          await press(field('auth_password_label'), 'Enter', backwards)
          // Focus moves only once Home replaces the form (the field it was on went with it).
          await expect(inMain('heading', 'home_title', { level: 1 })).toBeVisible()
          await expect(main).toBeFocused()
        },
      },
      'buses, a seat booked with the keyboard: focus on the message’s link': {
        reach: async ({ text, main, inNav }) => {
          await press(inNav('link', 'common_nav_buses', { exact: true }))
          const card = main.getByRole('article', { name: 'Lake Shuttle' })
          await press(card.getByRole('button', { name: text('buses_book_seat') }))
          // The message covers the button: its link takes the focus.
          const viewTicket = card.getByRole('link', { name: text('buses_view_ticket') })
          await expectVisibleFocus(viewTicket)
        },
        after: async ({ text, main }) => {
          // Dismissing the message gives the focus back to Book Seat.
          const card = main.getByRole('article', { name: 'Lake Shuttle' })
          await press(card.getByRole('button', { name: text('common_dismiss_message') }))
          await expectVisibleFocus(card.getByRole('button', { name: text('buses_book_seat') }))
        },
      },
      'bookings, the one just booked': async ({ inMain, inNav }) => {
        await press(inNav('link', 'common_nav_bookings', { exact: true }), 'Enter', backwards)
        const bookings = inMain('list', 'bookings_list_label').getByRole('article')
        await expect(bookings.getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
      },
      'bookings, empty after a cancel with the keyboard: focus kept': {
        reach: async ({ page, text, main, inMain }) => {
          await press(inMain('button', 'bookings_cancel_booking'))
          await expect(main.getByText(text('bookings_empty'))).toBeVisible()
          // The button went with the booking: focus stays in the page.
          await expectFocusKept(page)
        },
        after: async ({ page, inMain }) => {
          await page.keyboard.press('Tab')
          await expectVisibleFocus(inMain('link', 'bookings_book_a_seat'))
        },
      },
      'profile, loaded without bookings': async ({ text, main, inNav }) => {
        await press(inNav('link', 'common_nav_profile', { exact: true }), 'Enter', backwards)
        await expect(main.getByText(text('profile_bookings_empty'))).toBeVisible()
      },
      'profile, a new picture chosen with the keyboard': async ({ page, text, main, inMain }) => {
        // The picture itself is a button too, with a name that says what it does.
        await tabTo(inMain('button', 'profile_change_picture'))
        const chooseFile = inMain('button', 'profile_choose_file')
        // Playwright catches file pickers only from a message after the first wait for one: a
        // key pressed straight after could open the picker unseen, so it waits from before.
        const chooser = page.waitForEvent('filechooser')
        await press(chooseFile)
        await (await chooser).setFiles(tinyPng)
        const picture = main.getByAltText(text('profile_picture_alt'))
        await expect(picture).toHaveAttribute('src', /\/uploads\/user-\d+-\d+\.png$/)
        await expectVisibleFocus(chooseFile)
      },
      'profile, a file that is not an image, chosen with the keyboard': async (walker) => {
        const { page, text, main, inMain } = walker
        const chooseFile = inMain('button', 'profile_choose_file')
        const chooser = page.waitForEvent('filechooser')
        await press(chooseFile, 'Space')
        const notes = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') }
        await (await chooser).setFiles(notes)
        // Its first sentence, which the longer alert text starts with.
        const notAnImage = text('profile_not_an_image').split('.')[0] ?? '?'
        await expect(main.getByRole('alert')).toContainText(notAnImage)
        await expectVisibleFocus(chooseFile)
      },
      'login, after a logout with the keyboard: focus on the main content': async (w) => {
        await press(w.inNav('button', 'common_nav_logout'), 'Enter', backwards)
        await expect(w.inMain('heading', 'auth_login_title', { level: 1 })).toBeVisible()
        await expect(w.main).toBeFocused()
      },
    },
  },
  'a screen whose code could not be downloaded': {
    states: {
      'route error fallback (the register screen could not be downloaded)': async (w) => {
        // A lost connection while a screen's code loads is the one way a traveller meets it.
        await w.page.context().route(/\/assets\/register-[\w-]+\.js$/, (route) => route.abort())
        await openState(w.page, '/register')
        await expect(w.role('heading', 'common_error_title')).toBeVisible()
      },
    },
  },
}

for (const language of locales) {
  test.describe(`${language}: axe at 360 and 1280 px; at 360 px no sideways scrolling and 24 px targets; the keyboard`, () => {
    test.use({ locale: `${language}-KE`, viewport: viewports.phone })

    for (const [walkName, walk] of Object.entries(walks)) {
      const states = Object.entries(walk.states)
      test(`${walkName}: ${states.map(([name]) => name).join(' · ')}`, async ({ page }) => {
        // Two scans (and for some a walk with Tab) per state, on a machine that may be busy.
        test.setTimeout(30_000 * (states.length + 1))
        const walker = walkerFor(page, language)
        await walk.before?.(page)
        for (const [name, state] of states) {
          const { reach, tabThrough, after }: ScanState =
            typeof state === 'function' ? { reach: state } : state
          await test.step(`${name}${tabThrough ? ', then Tab through every control' : ''}`, async () => {
            await page.setViewportSize(viewports.phone)
            await reach(walker)
            await expectNoAxeViolations(page)
            await expectNoSidewaysScrolling(page)
            await expectTargetsOfAtLeast24px(page)
            await page.setViewportSize(viewports.desktop)
            await expectNoAxeViolations(page)
            await expect(page.locator('html')).toHaveAttribute('lang', language)
            if (language !== baseLocale) await expectNoEnglish(page, walker.dialogs)
            if (tabThrough) {
              const stops = await tabThroughPage(page)
              expect(stops[0]).toBe(`a ${walker.text('common_skip_to_content')}`)
              expect(stops.some((stop) => stop.includes('support@matatu.co.ke'))).toBe(true)
            }
            await after?.(walker)
          })
        }
      })
    }
  })
}
