import type { Page } from '@playwright/test'
import { expect, recordDialogs, test } from './fixtures'
import { expectNoAxeViolations, viewports } from './a11y-helpers'
import { signInThroughApi } from './session-helpers'

/**
 * Accessibility: an axe scan (WCAG 2.1 A + AA) of every route in every state a traveller meets,
 * at a phone and a desktop width. Each state is opened the way a traveller gets there, then the
 * test waits for the text that proves the state is on screen before scanning.
 */

/** Long enough that a loading state is still on screen after the scan; checked afterwards. */
const slow = 'delayMs:15000'

const main = (page: Page) => page.getByRole('main')

/** Every URL gets mockPanel=off: the QA panel is a tool, not part of the product. */
function open(page: Page, path: string, scenario?: string) {
  const [pathname, query] = path.split('?')
  const params = new URLSearchParams(query)
  params.set('mockPanel', 'off')
  if (scenario) params.set('mock', scenario)
  return page.goto(`${pathname}?${params.toString()}`)
}

async function submitGuestBooking(page: Page, scenario?: string) {
  await open(page, '/bookingform', scenario)
  await page.getByLabel('Name', { exact: true }).fill('Amina Otieno')
  await page.getByLabel('From', { exact: true }).fill('Nairobi')
  await page.getByLabel('To', { exact: true }).fill('Mombasa')
  await page.getByRole('button', { name: 'Submit Booking' }).click()
}

/** The pause before /payment, and before /login after a profile 401 (docs/product.md#constants). */
const moveOnDelayMs = 1500

/**
 * Holds back the page's 1.5 s timers until `releaseHeldTimers`, so a state that moves on by
 * itself stays on screen for the whole scan. (Playwright's paused clock would do it, but it
 * also stops the timers axe itself needs.) Call before the page opens.
 */
async function holdMoveOnTimers(page: Page) {
  await page.addInitScript((delay) => {
    const held = new Map<number, () => void>()
    let nextId = 1_000_000_000
    const realSetTimeout = window.setTimeout.bind(window)
    const realClearTimeout = window.clearTimeout.bind(window)
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms !== delay || typeof handler !== 'function') return realSetTimeout(handler, ms, ...args)
      nextId += 1
      held.set(nextId, () => handler(...args))
      return nextId
    }) as typeof window.setTimeout
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined && held.delete(id)) return
      realClearTimeout(id)
    }) as typeof window.clearTimeout
    Object.assign(window, {
      releaseHeldTimers: () => {
        const due = [...held.values()]
        held.clear()
        due.forEach((run) => run())
      },
    })
  }, moveOnDelayMs)
}

function releaseHeldTimers(page: Page) {
  return page.evaluate(() =>
    (window as unknown as { releaseHeldTimers(): void }).releaseHeldTimers(),
  )
}

interface ScanState {
  name: string
  /** Opens the state and waits until it is on screen. */
  reach: (page: Page) => Promise<void>
  /** Runs after the scan: proves the page was still in that state while it was scanned. */
  stillThere?: (page: Page) => Promise<void>
}

const states: ScanState[] = [
  {
    name: 'home',
    reach: async (page) => {
      await open(page, '/')
      await expect(page.getByRole('button', { name: 'Book Now!' })).toBeVisible()
    },
  },
  {
    name: 'home with reduced motion (slider paused)',
    reach: async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await open(page, '/')
      await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    },
  },
  {
    name: 'home logged in',
    reach: async (page) => {
      await signInThroughApi(page)
      await expect(page.getByRole('button', { name: 'Book Now!' })).toBeVisible()
    },
  },
  {
    name: 'login, empty',
    reach: async (page) => {
      await open(page, '/login')
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
    },
  },
  {
    name: 'login, field errors after an empty submit',
    reach: async (page) => {
      await open(page, '/login')
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    },
  },
  {
    name: 'login, server error',
    reach: async (page) => {
      await open(page, '/login', 'fail:login')
      await page.getByLabel('Email').fill('amina@example.com')
      await page.getByLabel('Password', { exact: true }).fill('password123')
      await page.getByRole('button', { name: 'Login' }).click()
      await expect(main(page).getByRole('alert')).toHaveText('Internal Server Error')
    },
  },
  {
    name: 'login, after a registration',
    reach: async (page) => {
      await open(page, '/login?registered=true')
      await expect(page.getByText('Registration successful. Please log in.')).toBeVisible()
    },
  },
  {
    name: 'register, empty',
    reach: async (page) => {
      await open(page, '/register')
      await expect(page.getByRole('button', { name: 'Register' })).toBeVisible()
    },
  },
  {
    name: 'register, field errors after an empty submit',
    reach: async (page) => {
      await open(page, '/register')
      await main(page).getByRole('button', { name: 'Register' }).click()
      await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
    },
  },
  {
    name: 'register, passwords do not match',
    reach: async (page) => {
      await open(page, '/register')
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
      await open(page, '/register', 'fail:register')
      await page.getByLabel('Username').fill('wanjiku')
      await page.getByLabel('Email').fill('wanjiku@example.com')
      await page.getByLabel('Password', { exact: true }).fill('password123')
      await page.getByLabel('Confirm password', { exact: true }).fill('password123')
      await main(page).getByRole('button', { name: 'Register' }).click()
      await expect(main(page).getByRole('alert')).toHaveText('Internal Server Error')
    },
  },
  {
    name: 'buses, logged out',
    reach: async (page) => {
      await open(page, '/buses')
      await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5)
    },
  },
  {
    name: 'buses, logged in, with a fully booked bus, a missing time and a broken image',
    reach: async (page) => {
      await signInThroughApi(page)
      await open(page, '/buses', 'busCount:19')
      await expect(page.getByRole('button', { name: 'Fully Booked' }).first()).toBeDisabled()
      await expect(page.getByText('TBA')).toBeVisible()
    },
  },
  {
    name: 'buses, loading',
    reach: async (page) => {
      await open(page, '/buses', slow)
      await expect(page.getByText('Loading buses...')).toBeVisible()
    },
    stillThere: (page) => expect(page.getByText('Loading buses...')).toBeVisible(),
  },
  {
    name: 'buses, failed to load',
    reach: async (page) => {
      await open(page, '/buses', 'fail:buses')
      await expect(page.getByText('Failed to load buses')).toBeVisible()
    },
  },
  {
    name: 'buses, none scheduled',
    reach: async (page) => {
      await open(page, '/buses', 'busCount:0')
      await expect(page.getByText('No buses are scheduled right now.')).toBeVisible()
    },
  },
  {
    name: 'buses, after a booking with its live message',
    reach: async (page) => {
      recordDialogs(page, () => '2')
      await signInThroughApi(page)
      await open(page, '/buses')
      const card = page.getByRole('article', { name: 'Coast Express' })
      await card.getByRole('button', { name: 'Book Seat' }).click()
      await expect(card.getByRole('status')).toHaveText('Booked 2 seats on Coast Express')
    },
  },
  {
    name: 'bookings, logged out',
    reach: async (page) => {
      await open(page, '/bookings')
      await expect(page.getByText('Please log in to see your bookings.')).toBeVisible()
    },
  },
  {
    name: 'bookings, loading',
    reach: async (page) => {
      await signInThroughApi(page)
      await open(page, '/bookings', slow)
      await expect(page.getByText('Loading bookings...')).toBeVisible()
    },
    stillThere: (page) => expect(page.getByText('Loading bookings...')).toBeVisible(),
  },
  {
    name: 'bookings, empty',
    reach: async (page) => {
      await signInThroughApi(page, { user: 'amina' })
      await open(page, '/bookings')
      await expect(page.getByText('You have no bookings yet.')).toBeVisible()
    },
  },
  {
    name: 'bookings, with bookings',
    reach: async (page) => {
      await signInThroughApi(page)
      await open(page, '/bookings', 'bookingCount:3')
      await expect(page.getByRole('button', { name: 'Cancel Booking' })).toHaveCount(3)
    },
  },
  {
    name: 'bookings, failed to load',
    reach: async (page) => {
      await signInThroughApi(page)
      await open(page, '/bookings', 'fail:bookings')
      await expect(page.getByText('Failed to fetch bookings')).toBeVisible()
    },
  },
  {
    name: 'profile, logged out',
    reach: async (page) => {
      await open(page, '/profile')
      await expect(page.getByText('You must log in to view your profile.')).toBeVisible()
    },
  },
  {
    name: 'profile, loading',
    reach: async (page) => {
      await signInThroughApi(page)
      await open(page, '/profile', slow)
      await expect(page.getByText('Loading profile...')).toBeVisible()
    },
    stillThere: (page) => expect(page.getByText('Loading profile...')).toBeVisible(),
  },
  {
    name: 'profile, loaded with bookings',
    reach: async (page) => {
      await signInThroughApi(page)
      await open(page, '/profile')
      await expect(main(page).getByText('brian@example.com')).toBeVisible()
      await expect(page.getByRole('list', { name: 'Your bookings' })).toBeVisible()
    },
  },
  {
    name: 'profile, loaded without bookings',
    reach: async (page) => {
      await signInThroughApi(page, { user: 'amina' })
      await open(page, '/profile')
      await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
    },
  },
  {
    name: 'profile, session expired (401), before the redirect',
    reach: async (page) => {
      await holdMoveOnTimers(page)
      await signInThroughApi(page)
      await open(page, '/profile', 'unauthorized')
      await expect(page.getByText('Session expired. Redirecting to login...')).toBeVisible()
    },
    stillThere: async (page) => {
      await expect(page).toHaveURL(/\/profile(\?|$)/)
      await releaseHeldTimers(page)
      await page.waitForURL(/\/login$/)
    },
  },
  {
    name: 'profile, failed to load',
    reach: async (page) => {
      await signInThroughApi(page)
      await open(page, '/profile', 'fail:profile')
      await expect(main(page).getByRole('alert')).toContainText('Failed to load profile: 500')
    },
  },
  {
    name: 'profile, a file that is not an image',
    reach: async (page) => {
      await signInThroughApi(page, { user: 'amina' })
      await open(page, '/profile')
      await main(page)
        .getByLabel('Profile picture file')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
      await expect(main(page).getByRole('alert')).toContainText('That file is not an image.')
    },
  },
  {
    name: 'booking form, empty',
    reach: async (page) => {
      await open(page, '/bookingform')
      await expect(page.getByRole('button', { name: 'Submit Booking' })).toBeVisible()
    },
  },
  {
    name: 'booking form, required fields missing',
    reach: async (page) => {
      await open(page, '/bookingform')
      await page.getByRole('button', { name: 'Submit Booking' }).click()
      await expect(page.getByText('Please fill in name, from and to fields.')).toBeVisible()
    },
  },
  {
    name: 'booking form, the server failed',
    reach: async (page) => {
      await submitGuestBooking(page, 'fail:guestBooking')
      await expect(page.getByText('Something went wrong. Try again later.')).toBeVisible()
    },
  },
  {
    name: 'booking form, submitted, before moving to /payment',
    reach: async (page) => {
      await holdMoveOnTimers(page)
      await submitGuestBooking(page)
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
      await submitGuestBooking(page)
      await expect(page.getByRole('region', { name: 'Booking summary' })).toBeVisible()
    },
  },
  {
    name: 'payment, opened directly',
    reach: async (page) => {
      await open(page, '/payment')
      await expect(page.getByRole('heading', { name: 'Nothing to pay for' })).toBeVisible()
    },
  },
  {
    name: '404',
    reach: async (page) => {
      await open(page, '/no/such/page')
      await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
    },
  },
  {
    name: 'route error fallback (the register screen could not be downloaded)',
    reach: async (page) => {
      // A lost connection while a screen's code loads is the one way a traveller meets it.
      await page.context().route(/\/assets\/register-[\w-]+\.js$/, (route) => route.abort())
      await open(page, '/register')
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    },
  },
]

for (const [viewportName, viewport] of Object.entries(viewports)) {
  test.describe(`axe, WCAG 2.1 A/AA, ${viewportName} ${viewport.width} px`, () => {
    test.use({ viewport })
    for (const state of states) {
      test(state.name, async ({ page }) => {
        await state.reach(page)
        await expectNoAxeViolations(page)
        await state.stillThere?.(page)
      })
    }
  })
}
