import type { Locator, Page } from '@playwright/test'
import type { CallName, ScenarioPatch } from '../mocks/scenario'
import { seedCredentials } from '../mocks/seed'
import { expect, recordDialogs, recordRequests, test, tinyPng } from './fixtures'
import { holdMoveOnTimers, releaseHeldTimers } from './hold-timers'
import { setScenario } from './open-state'
import { signInThroughApi } from './session-helpers'

/**
 * Resilience in a real browser (docs/product.md#errors): each screen with data meets one fault of
 * the mock backend in the service worker, every kind at least once ('fail' on every screen in
 * a11y.spec.ts; the whole screen × fault table in Vitest: the screens' tests and
 * handlers-scenarios.test.ts). Each shows its text, never a blank screen or an uncaught
 * exception, keeps what the traveller typed or had, and recovers once the fault is gone. An
 * action done twice at once sends one request: under the fault, two clicks in one task; after
 * it, with a slow answer, a real double click or two submits in one task. A person's double click
 * or Enter is proven in Vitest (seat-booking, login-screen, register-screen, booking-form-screen).
 */

type Fault = 'fail' | 'offline' | 'invalidJson' | 'nonsense' | 'slow' | 'unauthorized'

type Outcome =
  /** A text in the page; `retry`: its Try again works once the fault is gone. */
  | { shows: string; retry?: boolean }
  /** A native alert. */
  | { alerts: string }
  /** The session ends and the traveller lands on /login. */
  | { endsSession: true }
  /** The fault does not concern this call: the screen works (under `slow`, `pending` meanwhile). */
  | { works: true; pending?: (page: Page) => Locator }

interface ScreenCase {
  screen: string
  call: CallName
  user?: 'amina' | 'brian'
  path: string
  /** For screens whose call is an action: waits for the screen, then does the action. */
  ready?: (page: Page) => Promise<void>
  act?: (page: Page) => Promise<unknown>
  /** The action done again once the fault is gone (else `act`), twice at once. */
  again?: (page: Page) => Promise<unknown>
  /** The action's request (`METHOD /path`), sent once each time it is done; what it asks first. */
  request?: RegExp
  asks?: string
  succeeded: (page: Page) => Promise<void>
  /** After a failed action: what the traveller typed or had is still there. */
  kept?: (page: Page) => Promise<void>
  /** The fault this screen meets here, and what the traveller then sees. */
  fault: Fault
  outcome: Outcome
}

const main = (page: Page) => page.getByRole('main')
const busCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Buses' }).getByRole('article', { name })
const seatsOf = (page: Page, name: string) =>
  busCard(page, name).locator('dt:text-is("Seats Available") + dd')
const bookingCards = (page: Page) =>
  page.getByRole('list', { name: 'Bookings' }).getByRole('article')

/** Two clicks in one task: the second comes before any re-render. */
const clickTwiceAtOnce = (target: Locator) =>
  target.evaluate((element: HTMLElement) => [element.click(), element.click()])

/** Two submits in one task (what two Enter presses become at worst). */
const submitTwiceAtOnce = (form: Locator) =>
  form.evaluate((element: HTMLFormElement) => [element.requestSubmit(), element.requestSubmit()])

const loginValues = { Email: seedCredentials.amina.email, Password: seedCredentials.amina.password }
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

const authException = { shows: 'An error occurred. Please try again later.' }

const screens: ScreenCase[] = [
  {
    screen: 'Buses: the list',
    call: 'buses',
    path: '/buses',
    succeeded: (page) =>
      expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5),
    fault: 'offline',
    outcome: { shows: 'Failed to load buses', retry: true },
  },
  {
    screen: 'Buses: Book Seat',
    call: 'bookSeats',
    user: 'amina',
    path: '/buses',
    ready: (page) => expect(seatsOf(page, 'Coast Express')).toHaveText('25'),
    act: (page) =>
      clickTwiceAtOnce(busCard(page, 'Coast Express').getByRole('button', { name: 'Book Seat' })),
    again: (page) =>
      busCard(page, 'Coast Express').getByRole('button', { name: 'Book Seat' }).dblclick(),
    request: /^POST \/api\/bookings\/$/,
    asks: 'How many seats? 25 available at KES 1,500 each.',
    succeeded: async (page) => {
      await expect(busCard(page, 'Coast Express').locator('.bus-card__message')).toContainText(
        'Booked 1 seat on Coast Express · KES 1,500',
      )
      await expect(seatsOf(page, 'Coast Express')).toHaveText('24')
    },
    kept: async (page) => {
      await expect(seatsOf(page, 'Coast Express')).toHaveText('25')
      await expect(
        busCard(page, 'Coast Express').getByRole('button', { name: 'Book Seat' }),
      ).toBeEnabled()
    },
    fault: 'invalidJson',
    outcome: { alerts: 'Booking failed' },
  },
  {
    screen: 'My Bookings: the list',
    call: 'bookings',
    user: 'brian',
    path: '/bookings',
    succeeded: async (page) => {
      await expect(bookingCards(page)).toHaveCount(1)
      await expect(bookingCards(page).getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
    },
    // A body that holds no bookings is an empty list (docs/api.md#calls).
    fault: 'nonsense',
    outcome: { shows: 'You have no bookings yet.' },
  },
  {
    screen: 'My Bookings: Cancel Booking',
    call: 'cancelBooking',
    user: 'brian',
    path: '/bookings',
    ready: (page) => expect(bookingCards(page)).toHaveCount(1),
    act: (page) =>
      clickTwiceAtOnce(bookingCards(page).getByRole('button', { name: 'Cancel Booking' })),
    again: (page) => bookingCards(page).getByRole('button', { name: 'Cancel Booking' }).dblclick(),
    request: /^DELETE \/api\/bookings\//,
    asks: 'Are you sure you want to cancel this booking?',
    succeeded: async (page) => {
      await expect
        .poll(() => page.evaluate(() => window.matatuMock?.state().bookings.length))
        .toBe(0)
      await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
    },
    kept: (page) =>
      expect(bookingCards(page).getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible(),
    fault: 'offline',
    outcome: { alerts: 'Failed to delete booking' },
  },
  {
    screen: 'Profile: loading it',
    call: 'profile',
    user: 'amina',
    path: '/profile',
    succeeded: (page) => expect(main(page).getByText(seedCredentials.amina.email)).toBeVisible(),
    fault: 'invalidJson',
    outcome: { shows: 'Unexpected response from the server', retry: true },
  },
  {
    screen: 'Profile: uploading a picture',
    call: 'uploadPicture',
    user: 'amina',
    path: '/profile',
    ready: (page) => expect(main(page).getByText(seedCredentials.amina.email)).toBeVisible(),
    act: (page) => main(page).getByLabel('Profile picture file').setInputFiles(tinyPng),
    succeeded: (page) =>
      expect(main(page).getByAltText('Your profile picture')).toHaveAttribute(
        'src',
        /\/uploads\/user-1-\d+\.png$/,
      ),
    kept: async (page) => {
      await expect(main(page).getByTestId('profile-initial')).toHaveText('a')
      await expect(main(page).getByText(seedCredentials.amina.email)).toBeVisible()
    },
    fault: 'unauthorized',
    outcome: { endsSession: true },
  },
  {
    screen: 'Login',
    call: 'login',
    path: '/login',
    ready: (page) => fillFields(page, loginValues),
    act: (page) => main(page).getByRole('button', { name: 'Login' }).click(),
    again: (page) => submitTwiceAtOnce(main(page).getByRole('form', { name: 'Login' })),
    request: /^POST \/api\/auth\/login$/,
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/$/)
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
      ).toBeVisible()
    },
    kept: (page) => expectFields(page, loginValues),
    fault: 'offline',
    outcome: authException,
  },
  {
    screen: 'Register',
    call: 'register',
    path: '/register',
    ready: (page) => fillFields(page, registerValues),
    act: (page) => main(page).getByRole('button', { name: 'Register' }).click(),
    again: (page) => submitTwiceAtOnce(main(page).getByRole('form', { name: 'Register' })),
    request: /^POST \/api\/auth\/register$/,
    succeeded: async (page) => {
      await expect(page).toHaveURL(/\/login\?registered=true$/)
      // The URL changes before the login screen replaces the register form (same labels).
      await expect(page.getByText('Registration successful. Please log in.')).toBeVisible()
      const users = (await page.evaluate(() => window.matatuMock?.state().users)) ?? []
      expect(users.filter((user) => user.email === 'wanjiku@example.com')).toHaveLength(1)
    },
    kept: (page) => expectFields(page, registerValues),
    fault: 'invalidJson',
    outcome: authException,
  },
  {
    screen: 'Guest booking form',
    call: 'guestBooking',
    path: '/bookingform',
    ready: (page) => fillFields(page, guestValues),
    act: (page) => main(page).getByRole('button', { name: 'Submit Booking' }).click(),
    succeeded: async (page) => {
      await expect(main(page).getByText('Booking info submitted!')).toBeVisible()
      await releaseHeldTimers(page)
      await expect(page).toHaveURL(/\/payment$/)
      await expect(main(page).getByText('Achieng Odhiambo', { exact: true })).toBeVisible()
    },
    kept: (page) => expectFields(page, guestValues),
    fault: 'slow',
    outcome: { works: true, pending: (page) => main(page).getByText('Sending your booking...') },
  },
]

/** The scenario as `?mock=` text and as a matatuMock patch. */
function scenarioFor(fault: Fault, call: CallName): { text: string; patch: ScenarioPatch } {
  if (fault === 'slow') return { text: 'slow', patch: { delayMs: 2000 } }
  if (fault === 'unauthorized') return { text: 'unauthorized', patch: { unauthorized: true } }
  return { text: `${fault}:${call}`, patch: { [fault]: [call] } }
}

/** No fault, and a slow answer: a second request would leave while the first is in flight. */
const noFaults: ScenarioPatch = {
  fail: [],
  offline: [],
  invalidJson: [],
  nonsense: [],
  delayMs: 800,
}

function describeOutcome(outcome: Outcome): string {
  if ('works' in outcome) return 'works'
  if ('endsSession' in outcome) return 'ends the session'
  if ('alerts' in outcome) return `alerts '${outcome.alerts}'`
  return `shows '${outcome.shows}'`
}

/** Never a blank screen: a page heading and some text in main. */
async function expectSomethingOnScreen(page: Page) {
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
  expect((await main(page).innerText()).trim().length).toBeGreaterThan(20)
}

test.describe('every screen under a fault of the mock backend in the service worker; an action done twice at once sends one request', () => {
  for (const screen of screens) {
    const { fault, outcome } = screen
    test(`${screen.screen} · ${fault}: ${describeOutcome(outcome)}`, async ({ page }) => {
      test.slow(fault === 'slow')
      const dialogs = recordDialogs(page, (message) =>
        message.startsWith('How many') ? '1' : true,
      )
      const scenario = scenarioFor(fault, screen.call)
      const requests = recordRequests(page, (request) => {
        const sent = `${request.method()} ${new URL(request.url()).pathname}`
        return screen.request?.test(sent) ? sent : undefined
      })
      const asked = screen.asks ? [screen.asks] : []
      // A message that moves on after 1.5 s stays until the test has read it.
      await holdMoveOnTimers(page)
      // What the screen then shows (its data, or its action going through) proves the session.
      if (screen.user) await signInThroughApi(page, { user: screen.user, reload: false })

      if (screen.act) {
        await page.goto(`${screen.path}?mockPanel=off`)
        await screen.ready?.(page)
        await setScenario(page, scenario.patch)
        await screen.act(page)
      } else {
        await page.goto(`${screen.path}?mockPanel=off&mock=${scenario.text}`)
      }

      if ('works' in outcome) {
        if (outcome.pending) await expect(outcome.pending(page)).toBeVisible()
        await screen.succeeded(page)
        await expectSomethingOnScreen(page)
        return
      }

      if ('endsSession' in outcome) {
        await releaseHeldTimers(page)
        // With the way back to the screen that was in use.
        await expect(page).toHaveURL(/\/login\?redirect=/)
        const back = new URL(page.url()).searchParams.get('redirect') ?? ''
        expect(new URL(back, page.url()).pathname).toBe(screen.path)
        await expect(main(page).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
        expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
        await expectSomethingOnScreen(page)
        return
      }

      if ('alerts' in outcome) {
        await expect.poll(() => dialogs).toContain(outcome.alerts)
      } else {
        await expect(main(page).getByText(outcome.shows, { exact: true })).toBeVisible()
      }
      // One question and one request for the action, however many clicks.
      expect(dialogs).toEqual([...asked, ...('alerts' in outcome ? [outcome.alerts] : [])])
      if (screen.request) expect(requests).toHaveLength(1)
      await expectSomethingOnScreen(page)
      await screen.kept?.(page)

      // Once the fault is gone, the same screen gets there: by Try again, or by doing the
      // action again with what is still on the screen (nothing is typed a second time).
      await setScenario(page, noFaults)
      dialogs.length = 0
      requests.length = 0
      if ('shows' in outcome && outcome.retry) {
        await main(page).getByRole('button', { name: 'Try again' }).click()
      } else if (screen.act) {
        await (screen.again ?? screen.act)(page)
      } else {
        return
      }
      await screen.succeeded(page)
      expect(dialogs).toEqual(asked)
      if (screen.request) expect(requests).toHaveLength(1)
    })
  }
})
