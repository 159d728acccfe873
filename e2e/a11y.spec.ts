import type { Page } from '@playwright/test'
import { expect, recordDialogs, test } from './fixtures'
import {
  expectNoAxeViolations,
  expectNoSidewaysScrolling,
  expectTargetsOfAtLeast24px,
  tabThroughPage,
  viewports,
} from './a11y-helpers'
import type { ScenarioPatch } from '../mocks/scenario'
import { signInThroughApi } from './session-helpers'
import { holdMoveOnTimers, releaseHeldTimers } from './hold-timers'
import { openState } from './open-state'

/**
 * Accessibility: every route in every state a traveller meets, each state reached once (the way a
 * traveller gets there, then waiting for the text that proves it is on screen) and checked at a
 * phone width (axe, WCAG 2.1 A + AA and 2.2 AA, no sideways scrolling, every link, button and
 * control at least 24 × 24 px), then at a desktop width (axe again). The screens a traveller
 * first lands on are then crossed with Tab alone: every stop shows where focus is, from the skip
 * link to the footer.
 *
 * The states are grouped into walks, one page each, as a traveller would meet them one after
 * another (an empty form, then its errors, then a server error); each state is a step of its
 * walk, so a failure names the state.
 */

/** Longer than a test: a loading state stays on screen through both scans; checked afterwards. */
const slow = 'delayMs:60000'

const main = (page: Page) => page.getByRole('main')

/** Switches the mock backend's scenario from inside the page, for the next call. */
function setScenario(page: Page, scenario: ScenarioPatch) {
  return page.evaluate((patch) => window.matatuMock?.set(patch), scenario)
}

interface ScanState {
  name: string
  /**
   * Reaches the state from wherever the walk's previous state left the page, and waits until it
   * is on screen.
   */
  reach: (page: Page) => Promise<void>
  /** Runs after the scans: proves the page was still in that state while it was scanned. */
  stillThere?: (page: Page) => Promise<void>
  /**
   * Then Tab through the whole page. Only for states reached by opening a URL, with no control
   * used since: Tab starts at the top of the page.
   */
  tabThrough?: true
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

const loadingState = (name: string, path: string, text: string): ScanState => ({
  name,
  reach: async (page) => {
    await openState(page, path, slow)
    await expect(page.getByText(text)).toBeVisible()
  },
  stillThere: (page) => expect(page.getByText(text)).toBeVisible(),
})

const walks: Walk[] = [
  {
    name: 'logged out: the lists, the pages without data, 404',
    states: [
      loadingState('buses, loading', '/buses', 'Loading buses...'),
      {
        name: 'buses, failed to load',
        reach: async (page) => {
          await openState(page, '/buses', 'fail:buses')
          await expect(page.getByText('Failed to load buses')).toBeVisible()
        },
      },
      {
        name: 'buses, logged out',
        tabThrough: true,
        reach: async (page) => {
          await openState(page, '/buses')
          await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(
            5,
          )
        },
      },
      {
        name: 'bookings, logged out',
        reach: async (page) => {
          await openState(page, '/bookings')
          await expect(page.getByText('Please log in to see your bookings.')).toBeVisible()
        },
      },
      {
        name: 'profile, logged out',
        reach: async (page) => {
          await openState(page, '/profile')
          await expect(page.getByText('You must log in to view your profile.')).toBeVisible()
        },
      },
      {
        name: 'payment, opened directly',
        tabThrough: true,
        reach: async (page) => {
          await openState(page, '/payment')
          await expect(page.getByRole('heading', { name: 'Nothing to pay for' })).toBeVisible()
        },
      },
      {
        name: '404',
        tabThrough: true,
        reach: async (page) => {
          await openState(page, '/no/such/page')
          await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
        },
      },
      {
        name: 'buses, none scheduled',
        reach: async (page) => {
          await openState(page, '/buses', 'busCount:0')
          await expect(page.getByText('No buses are scheduled right now.')).toBeVisible()
        },
      },
    ],
  },
  {
    name: 'home',
    states: [
      {
        name: 'home',
        tabThrough: true,
        reach: async (page) => {
          await openState(page, '/')
          await expect(page.getByRole('link', { name: 'Book Now!' })).toBeVisible()
        },
      },
      {
        name: 'home with reduced motion (slider paused)',
        reach: async (page) => {
          await page.emulateMedia({ reducedMotion: 'reduce' })
          await openState(page, '/')
          await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
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
        reach: async (page) => {
          await openState(page, '/login')
          await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
        },
      },
      {
        name: 'login, field errors after an empty submit',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Login' }).click()
          await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
        },
      },
      {
        name: 'login, server error',
        reach: async (page) => {
          await setScenario(page, { fail: ['login'] })
          await page.getByLabel('Email').fill('amina@example.com')
          await page.getByLabel('Password', { exact: true }).fill('password123')
          await page.getByRole('button', { name: 'Login' }).click()
          await expect(main(page).getByRole('alert')).toHaveText('Internal Server Error')
        },
      },
      {
        name: 'login, after a registration',
        reach: async (page) => {
          await openState(page, '/login?registered=true')
          await expect(page.getByText('Registration successful. Please log in.')).toBeVisible()
        },
      },
    ],
  },
  {
    name: 'register',
    states: [
      {
        name: 'register, empty',
        tabThrough: true,
        reach: async (page) => {
          await openState(page, '/register')
          await expect(page.getByRole('button', { name: 'Register' })).toBeVisible()
        },
      },
      {
        name: 'register, field errors after an empty submit',
        reach: async (page) => {
          await main(page).getByRole('button', { name: 'Register' }).click()
          await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
        },
      },
      {
        name: 'register, passwords do not match',
        reach: async (page) => {
          await page.getByLabel('Username').fill('wanjiku')
          await page.getByLabel('Email').fill('wanjiku@example.com')
          await page.getByLabel('Password', { exact: true }).fill('password123')
          await page.getByLabel('Confirm password', { exact: true }).fill('password124')
          await main(page).getByRole('button', { name: 'Register' }).click()
          await expect(page.getByText('Passwords do not match')).toBeVisible()
        },
      },
      {
        name: 'register, server error',
        reach: async (page) => {
          await setScenario(page, { fail: ['register'] })
          await page.getByLabel('Confirm password', { exact: true }).fill('password123')
          await main(page).getByRole('button', { name: 'Register' }).click()
          await expect(main(page).getByRole('alert')).toHaveText('Internal Server Error')
        },
      },
    ],
  },
  {
    name: 'a guest booking, from the form to /payment',
    before: holdMoveOnTimers,
    states: [
      {
        name: 'booking form, empty',
        tabThrough: true,
        reach: async (page) => {
          await openState(page, '/bookingform')
          await expect(page.getByRole('button', { name: 'Submit Booking' })).toBeVisible()
        },
      },
      {
        name: 'booking form, required fields missing',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Submit Booking' }).click()
          await expect(page.getByText('Please fill in name, from and to fields.')).toBeVisible()
        },
      },
      {
        name: 'booking form, the server failed',
        reach: async (page) => {
          await setScenario(page, { fail: ['guestBooking'] })
          await page.getByLabel('Name', { exact: true }).fill('Amina Otieno')
          await page.getByLabel('From', { exact: true }).fill('Nairobi')
          await page.getByLabel('To', { exact: true }).fill('Mombasa')
          await page.getByRole('button', { name: 'Submit Booking' }).click()
          await expect(page.getByText('Something went wrong. Try again later.')).toBeVisible()
        },
      },
      {
        name: 'booking form, submitted, before moving to /payment',
        reach: async (page) => {
          await setScenario(page, { fail: [] })
          await page.getByRole('button', { name: 'Submit Booking' }).click()
          await expect(page.getByText('Booking info submitted!')).toBeVisible()
        },
        stillThere: async (page) => {
          await expect(page).toHaveURL(/\/bookingform(\?|$)/)
          await releaseHeldTimers(page)
          await page.waitForURL(/\/payment$/)
        },
      },
      {
        name: 'payment, with the summary of a guest booking',
        reach: async (page) => {
          await expect(page.getByRole('region', { name: 'Booking summary' })).toBeVisible()
        },
      },
    ],
  },
  {
    name: 'logged in with bookings (brian)',
    states: [
      {
        name: 'home logged in',
        tabThrough: true,
        reach: async (page) => {
          await signInThroughApi(page)
          await expect(page.getByRole('link', { name: 'Book Now!' })).toBeVisible()
        },
      },
      loadingState('bookings, loading', '/bookings', 'Loading bookings...'),
      loadingState('profile, loading', '/profile', 'Loading profile...'),
      {
        name: 'bookings, failed to load',
        reach: async (page) => {
          await openState(page, '/bookings', 'fail:bookings')
          await expect(page.getByText('Failed to fetch bookings')).toBeVisible()
        },
      },
      {
        name: 'profile, failed to load',
        reach: async (page) => {
          await openState(page, '/profile', 'fail:profile')
          await expect(main(page).getByRole('alert')).toContainText('Failed to load profile: 500')
        },
      },
      {
        name: 'bookings, with bookings',
        tabThrough: true,
        reach: async (page) => {
          await openState(page, '/bookings', 'bookingCount:3')
          await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(3)
        },
      },
      {
        name: 'profile, loaded with bookings',
        tabThrough: true,
        reach: async (page) => {
          await openState(page, '/profile')
          await expect(main(page).getByText('brian@example.com')).toBeVisible()
          await expect(page.getByRole('list', { name: 'Your bookings' })).toBeVisible()
        },
      },
      {
        name: 'buses, logged in, with a fully booked bus, a missing time and a broken image',
        tabThrough: true,
        reach: async (page) => {
          await openState(page, '/buses', 'busCount:19')
          await expect(page.getByRole('button', { name: 'Fully Booked' }).first()).toBeDisabled()
          await expect(page.getByText('TBA')).toBeVisible()
        },
      },
      {
        name: 'buses, after a booking with its live message',
        reach: async (page) => {
          recordDialogs(page, () => '2')
          await openState(page, '/buses')
          const card = page.getByRole('article', { name: 'Coast Express' })
          await card.getByRole('button', { name: 'Book Seat' }).click()
          await expect(card.locator('.bus-card__message')).toContainText(
            'Booked 2 seats on Coast Express · KES 3,000',
          )
        },
      },
      {
        // Last: it ends the session.
        name: 'profile, session expired (401), before the redirect',
        reach: async (page) => {
          await holdMoveOnTimers(page)
          await openState(page, '/profile', 'unauthorized')
          await expect(page.getByText('Session expired. Redirecting to login...')).toBeVisible()
        },
        stillThere: async (page) => {
          await expect(page).toHaveURL(/\/profile(\?|$)/)
          await releaseHeldTimers(page)
          await page.waitForURL(/\/login$/)
        },
      },
    ],
  },
  {
    name: 'logged in without bookings (amina)',
    states: [
      {
        name: 'bookings, empty',
        reach: async (page) => {
          await signInThroughApi(page, { user: 'amina', reload: false })
          await openState(page, '/bookings')
          await expect(page.getByText('You have no bookings yet.')).toBeVisible()
        },
      },
      {
        name: 'profile, loaded without bookings',
        reach: async (page) => {
          await openState(page, '/profile')
          await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
        },
      },
      {
        name: 'profile, a file that is not an image',
        reach: async (page) => {
          await main(page)
            .getByLabel('Profile picture file')
            .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
          await expect(main(page).getByRole('alert')).toContainText('That file is not an image.')
        },
      },
    ],
  },
  {
    name: 'a screen whose code could not be downloaded',
    states: [
      {
        name: 'route error fallback (the register screen could not be downloaded)',
        reach: async (page) => {
          // A lost connection while a screen's code loads is the one way a traveller meets it.
          await page.context().route(/\/assets\/register-[\w-]+\.js$/, (route) => route.abort())
          await openState(page, '/register')
          await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
        },
      },
    ],
  },
]

test.describe('axe at 360 and 1280 px; at 360 px no sideways scrolling and 24 px targets', () => {
  test.use({ viewport: viewports.phone })
  for (const walk of walks) {
    test(`${walk.name}: ${walk.states.map((state) => state.name).join(' · ')}`, async ({
      page,
    }) => {
      // Two scans (and for some a walk with Tab) per state, on a machine that may be busy.
      test.setTimeout(30_000 * (walk.states.length + 1))
      await walk.before?.(page)
      for (const state of walk.states) {
        const title = state.tabThrough
          ? `${state.name}, then Tab through every control`
          : state.name
        await test.step(title, async () => {
          await page.setViewportSize(viewports.phone)
          await state.reach(page)
          await expectNoAxeViolations(page)
          await expectNoSidewaysScrolling(page)
          await expectTargetsOfAtLeast24px(page)
          await page.setViewportSize(viewports.desktop)
          await expectNoAxeViolations(page)
          await state.stillThere?.(page)
          if (state.tabThrough) {
            const stops = await tabThroughPage(page)
            expect(stops[0]).toBe('a Skip to content')
            expect(stops.some((stop) => stop.includes('support@matatu.co.ke'))).toBe(true)
          }
        })
      }
    })
  }
})
