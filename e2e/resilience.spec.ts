import type { Locator, Page } from '@playwright/test'
import type { CallName, ScenarioPatch } from '../mocks/scenario'
import { expect, recordDialogs, test, tinyPng } from './fixtures'
import { signInThroughApi } from './session-helpers'

/**
 * Resilience: every screen with data, under every fault the mock backend can force. Each case
 * shows its text from docs/product.md#errors (or, where the fault does not touch the call, simply
 * works), never a blank screen or an uncaught exception (the fixture fails the test on
 * `pageerror`), keeps what the traveller typed or had, and recovers once the fault is gone.
 */

const faults = ['fail', 'offline', 'invalidJson', 'nonsense', 'slow', 'unauthorized'] as const
type Fault = (typeof faults)[number]

type Outcome =
  /** A text in the page; `retry`: its Try again works once the fault is gone. */
  | { shows: string; retry?: boolean }
  /** A native alert. */
  | { alerts: string }
  /** The session ends and the traveller lands on /login (after this alert or text, if any). */
  | { endsSession: true; alerts?: string; shows?: string }
  /** The fault does not concern this call: the screen works (slowly, under `slow`). */
  | { works: true }

interface ScreenCase {
  screen: string
  call: CallName
  user?: 'amina' | 'brian'
  path: string
  /** For screens whose call is an action: waits for the screen, then does the action. */
  ready?: (page: Page) => Promise<void>
  act?: (page: Page) => Promise<void>
  /** What a slow answer shows while the traveller waits. */
  pending: (page: Page) => Locator
  succeeded: (page: Page) => Promise<void>
  /** After a failed action: what the traveller typed or had is still there. */
  kept?: (page: Page) => Promise<void>
  outcomes: Record<Fault, Outcome>
}

const main = (page: Page) => page.getByRole('main')
const busCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Buses' }).getByRole('article', { name })
const seatsOf = (page: Page, name: string) =>
  busCard(page, name).locator('dt:text-is("Seats Available") + dd')
const bookingCards = (page: Page) =>
  page.getByRole('list', { name: 'Bookings' }).getByRole('article')

const loginValues = { Email: 'amina@example.com', Password: 'password123' }
const registerValues = {
  Username: 'wanjiku',
  Email: 'wanjiku@example.com',
  Password: 'safari-2024',
  'Confirm password': 'safari-2024',
}
const guestValues = {
  Name: 'Achieng Odhiambo',
  'ID number/passport (optional)': 'A7654321',
  From: 'Nairobi',
  To: 'Naivasha',
}

async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await main(page).getByLabel(label, { exact: true }).fill(value)
  }
}

async function expectFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(main(page).getByLabel(label, { exact: true })).toHaveValue(value)
  }
}

const serverError = { shows: 'Internal Server Error' }
const authException = { shows: 'An error occurred. Please try again later.' }

const screens: ScreenCase[] = [
  {
    screen: 'Buses: the list',
    call: 'buses',
    path: '/buses',
    pending: (page) => main(page).getByText('Loading buses...'),
    succeeded: async (page) => {
      await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5)
    },
    outcomes: {
      fail: { shows: 'Failed to load buses', retry: true },
      offline: { shows: 'Failed to load buses', retry: true },
      invalidJson: { shows: 'Failed to load buses', retry: true },
      nonsense: { shows: 'Failed to load buses', retry: true },
      slow: { works: true },
      // The bus list needs no token and never ends a session (docs/product.md#session).
      unauthorized: { works: true },
    },
  },
  {
    screen: 'Buses: Book Seat',
    call: 'bookSeats',
    user: 'amina',
    path: '/buses',
    ready: (page) => expect(seatsOf(page, 'Coast Express')).toHaveText('25'),
    act: (page) =>
      busCard(page, 'Coast Express').getByRole('button', { name: 'Book Seat' }).click(),
    pending: (page) => busCard(page, 'Coast Express').getByRole('button', { name: 'Booking...' }),
    succeeded: async (page) => {
      await expect(busCard(page, 'Coast Express').getByRole('status')).toHaveText(
        'Booked 1 seat on Coast Express',
      )
      await expect(seatsOf(page, 'Coast Express')).toHaveText('24')
    },
    kept: async (page) => {
      await expect(seatsOf(page, 'Coast Express')).toHaveText('25')
      await expect(
        busCard(page, 'Coast Express').getByRole('button', { name: 'Book Seat' }),
      ).toBeEnabled()
    },
    outcomes: {
      fail: { alerts: 'Booking failed' },
      offline: { alerts: 'Booking failed' },
      invalidJson: { alerts: 'Booking failed' },
      nonsense: { alerts: 'Booking failed' },
      slow: { works: true },
      unauthorized: { endsSession: true, alerts: 'Session expired. Please log in again.' },
    },
  },
  {
    screen: 'My Bookings: the list',
    call: 'bookings',
    user: 'brian',
    path: '/bookings',
    pending: (page) => main(page).getByText('Loading bookings...'),
    succeeded: async (page) => {
      await expect(bookingCards(page)).toHaveCount(1)
      await expect(bookingCards(page).getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
    },
    outcomes: {
      fail: { shows: 'Failed to fetch bookings', retry: true },
      offline: { shows: 'Failed to fetch bookings', retry: true },
      invalidJson: { shows: 'Failed to fetch bookings', retry: true },
      // A body that holds no bookings is an empty list (docs/api.md#calls).
      nonsense: { shows: 'You have no bookings yet.' },
      slow: { works: true },
      unauthorized: { endsSession: true },
    },
  },
  {
    screen: 'My Bookings: Cancel Booking',
    call: 'cancelBooking',
    user: 'brian',
    path: '/bookings',
    ready: (page) => expect(bookingCards(page)).toHaveCount(1),
    act: (page) => bookingCards(page).getByRole('button', { name: 'Cancel Booking' }).click(),
    // Optimistic: the booking leaves the list before the server answers.
    pending: (page) => main(page).getByText('You have no bookings yet.'),
    succeeded: async (page) => {
      await expect
        .poll(() => page.evaluate(() => window.matatuMock?.state().bookings.length))
        .toBe(0)
      await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
    },
    kept: async (page) => {
      await expect(bookingCards(page).getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
    },
    outcomes: {
      // The server's text, else 'Failed to delete booking' (docs/product.md#my-bookings).
      fail: { alerts: 'Internal Server Error' },
      offline: { alerts: 'Failed to delete booking' },
      invalidJson: { alerts: 'Failed to delete booking' },
      nonsense: { alerts: 'Failed to delete booking' },
      slow: { works: true },
      unauthorized: { endsSession: true },
    },
  },
  {
    screen: 'Profile: loading it',
    call: 'profile',
    user: 'amina',
    path: '/profile',
    pending: (page) => main(page).getByText('Loading profile...'),
    succeeded: async (page) => {
      await expect(main(page).getByText('amina@example.com')).toBeVisible()
    },
    outcomes: {
      fail: { shows: 'Failed to load profile: 500 Internal Server Error', retry: true },
      offline: { shows: 'Network error: check your connection and try again.', retry: true },
      invalidJson: { shows: 'Unexpected response from the server', retry: true },
      nonsense: { shows: 'Unexpected response from the server', retry: true },
      slow: { works: true },
      unauthorized: { endsSession: true, shows: 'Session expired. Redirecting to login...' },
    },
  },
  {
    screen: 'Profile: uploading a picture',
    call: 'uploadPicture',
    user: 'amina',
    path: '/profile',
    ready: (page) => expect(main(page).getByText('amina@example.com')).toBeVisible(),
    act: (page) => main(page).getByLabel('Profile picture file').setInputFiles(tinyPng),
    pending: (page) => main(page).getByText('Uploading picture...'),
    succeeded: async (page) => {
      await expect(main(page).getByAltText('Your profile picture')).toHaveAttribute(
        'src',
        /\/uploads\/user-1-\d+\.png$/,
      )
    },
    kept: async (page) => {
      await expect(main(page).getByTestId('profile-initial')).toHaveText('a')
      await expect(main(page).getByText('amina@example.com')).toBeVisible()
    },
    outcomes: {
      fail: { alerts: 'Failed to upload image. Check console for details.' },
      offline: { alerts: 'Failed to upload image. Check console for details.' },
      invalidJson: { alerts: 'Failed to upload image. Check console for details.' },
      nonsense: { alerts: 'Failed to upload image. Check console for details.' },
      slow: { works: true },
      unauthorized: { endsSession: true },
    },
  },
  {
    screen: 'Login',
    call: 'login',
    path: '/login',
    ready: (page) => fillFields(page, loginValues),
    act: (page) => main(page).getByRole('button', { name: 'Login' }).click(),
    pending: (page) => main(page).getByRole('button', { name: 'Logging in...' }),
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/$/)
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
      ).toBeVisible()
    },
    kept: (page) => expectFields(page, loginValues),
    outcomes: {
      // The response's error or message, else 'Login failed. Please try again.'
      // (docs/product.md#errors).
      fail: serverError,
      offline: authException,
      invalidJson: authException,
      nonsense: { shows: 'Login failed. Please try again.' },
      slow: { works: true },
      unauthorized: { works: true },
    },
  },
  {
    screen: 'Register',
    call: 'register',
    path: '/register',
    ready: (page) => fillFields(page, registerValues),
    act: (page) => main(page).getByRole('button', { name: 'Register' }).click(),
    pending: (page) => main(page).getByRole('button', { name: 'Registering...' }),
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/login\?registered=true$/)
    },
    kept: (page) => expectFields(page, registerValues),
    outcomes: {
      fail: serverError,
      offline: authException,
      invalidJson: authException,
      nonsense: { shows: 'Registration failed.' },
      slow: { works: true },
      unauthorized: { works: true },
    },
  },
  {
    screen: 'Guest booking form',
    call: 'guestBooking',
    path: '/bookingform',
    ready: (page) => fillFields(page, guestValues),
    act: (page) => main(page).getByRole('button', { name: 'Submit Booking' }).click(),
    pending: (page) => main(page).getByText('Sending your booking...'),
    succeeded: async (page) => {
      await expect(main(page).getByText('Booking info submitted!')).toBeVisible()
      await expect(page).toHaveURL(/\/payment$/)
      await expect(main(page).getByText('Achieng Odhiambo', { exact: true })).toBeVisible()
    },
    kept: (page) => expectFields(page, guestValues),
    outcomes: {
      fail: { shows: 'Something went wrong. Try again later.' },
      offline: { shows: 'Something went wrong. Try again later.' },
      // The guest call's answer is not read: any 2xx body is a success (docs/api.md#calls).
      invalidJson: { works: true },
      nonsense: { works: true },
      slow: { works: true },
      unauthorized: { works: true },
    },
  },
]

/** The scenario as `?mock=` text and as a matatuMock patch. */
function scenarioFor(fault: Fault, call: CallName): { text: string; patch: ScenarioPatch } {
  if (fault === 'slow') return { text: 'slow', patch: { delayMs: 2000 } }
  if (fault === 'unauthorized') return { text: 'unauthorized', patch: { unauthorized: true } }
  return { text: `${fault}:${call}`, patch: { [fault]: [call] } }
}

const noFaults: ScenarioPatch = { fail: [], offline: [], invalidJson: [], nonsense: [] }

function setScenario(page: Page, patch: ScenarioPatch) {
  return page.evaluate((scenario) => window.matatuMock?.set(scenario), patch)
}

function describeOutcome(outcome: Outcome): string {
  if ('works' in outcome) return 'works'
  if ('endsSession' in outcome)
    return `ends the session${outcome.alerts ? ` after '${outcome.alerts}'` : ''}`
  if ('alerts' in outcome) return `alerts '${outcome.alerts}'`
  return `shows '${outcome.shows}'`
}

/** Never a blank screen: a page heading and some text in main. */
async function expectSomethingOnScreen(page: Page) {
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
  expect((await main(page).innerText()).trim().length).toBeGreaterThan(20)
}

test.describe('every screen under every fault of the mock backend', () => {
  for (const screen of screens) {
    for (const fault of faults) {
      const outcome = screen.outcomes[fault]
      test(`${screen.screen} · ${fault}: ${describeOutcome(outcome)}`, async ({ page }) => {
        test.slow(fault === 'slow')
        const dialogs = recordDialogs(page, (message) =>
          message.startsWith('How many') ? '1' : true,
        )
        const scenario = scenarioFor(fault, screen.call)
        if (screen.user) await signInThroughApi(page, { user: screen.user })

        if (screen.act) {
          await page.goto(`${screen.path}?mockPanel=off`)
          await screen.ready?.(page)
          await setScenario(page, scenario.patch)
          await screen.act(page)
        } else {
          await page.goto(`${screen.path}?mockPanel=off&mock=${scenario.text}`)
        }

        if ('works' in outcome) {
          if (fault === 'slow') await expect(screen.pending(page)).toBeVisible()
          await screen.succeeded(page)
          await expectSomethingOnScreen(page)
          return
        }

        if ('endsSession' in outcome) {
          if (outcome.alerts) await expect.poll(() => dialogs).toContain(outcome.alerts)
          if (outcome.shows) await expect(main(page).getByText(outcome.shows)).toBeVisible()
          await expect(page).toHaveURL(/\/login$/)
          await expect(main(page).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
          expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
          await expectSomethingOnScreen(page)
          return
        }

        if ('alerts' in outcome) {
          await expect.poll(() => dialogs).toContain(outcome.alerts)
        } else {
          await expect(main(page).getByText(outcome.shows, { exact: true })).toBeVisible({
            timeout: 10_000,
          })
        }
        await expectSomethingOnScreen(page)
        await screen.kept?.(page)

        // Once the fault is gone, the same screen gets there: by Try again, or by doing the
        // action again with what is still on the screen (nothing is typed a second time).
        await setScenario(page, noFaults)
        if ('shows' in outcome && outcome.retry) {
          await main(page).getByRole('button', { name: 'Try again' }).click()
        } else if (screen.act) {
          await screen.act(page)
        } else {
          return
        }
        await screen.succeeded(page)
      })
    }
  }
})
