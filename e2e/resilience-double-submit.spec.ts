import type { Locator, Page } from '@playwright/test'
import type { MockState } from '../mocks/mock-types'
import { seedCredentials } from '../mocks/seed'
import { expect, recordDialogs, test } from './fixtures'
import { signInThroughApi } from './session-helpers'

/**
 * A double click or a double submit never sends a request twice. Here the worst case: two clicks
 * or submits in one task, before React has drawn the busy state, and a real double click on
 * Cancel Booking, whose confirm() blocks between the two clicks; the backend answers slowly, so
 * the first request is still in flight. A person's double click or double Enter is proven in
 * Vitest (seat-booking, login-screen, register-screen and booking-form-screen tests).
 */

const main = (page: Page) => page.getByRole('main')

/** The page's calls to `method path` (any path if none), from now on. */
function countCalls(page: Page, method: string, path?: string) {
  const calls: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === method && (path ?? pathname) === pathname) calls.push(request.url())
  })
  return calls
}

function mockState(page: Page): Promise<MockState | undefined> {
  return page.evaluate(() => window.matatuMock?.state())
}

const answerSlowly = (page: Page) => page.evaluate(() => window.matatuMock?.set({ delayMs: 800 }))

/** Two clicks in one task: the second comes before any re-render. */
const clickTwiceAtOnce = (target: Locator) =>
  target.evaluate((element: HTMLElement) => [element.click(), element.click()])

/** Two submits in one task (what two Enter presses become at worst). */
const submitTwiceAtOnce = (form: Locator) =>
  form.evaluate((element: HTMLFormElement) => [element.requestSubmit(), element.requestSubmit()])

test.describe('double clicks and double submits send one request', () => {
  test('Register, then Login, each submitted twice in one task', async ({ page }) => {
    const registers = countCalls(page, 'POST', '/api/auth/register')
    const logins = countCalls(page, 'POST', '/api/auth/login')
    await page.goto('/register?mockPanel=off')
    const account = {
      Username: 'wanjiku',
      Email: 'wanjiku@example.com',
      Password: 'safari-2024',
      'Confirm password': 'safari-2024',
    }
    for (const [label, value] of Object.entries(account)) {
      await page.getByLabel(label, { exact: true }).fill(value)
    }
    await answerSlowly(page)
    await submitTwiceAtOnce(main(page).getByRole('form', { name: 'Register' }))

    await expect(page).toHaveURL(/\/login\?registered=true$/)
    // The URL changes before the login screen replaces the register form (same labels).
    await expect(page.getByText('Registration successful. Please log in.')).toBeVisible()
    expect(registers).toHaveLength(1)
    const users = (await mockState(page))?.users ?? []
    expect(users.filter((user) => user.email === 'wanjiku@example.com')).toHaveLength(1)

    await page.getByLabel('Email').fill('wanjiku@example.com')
    await page.getByLabel('Password', { exact: true }).fill('safari-2024')
    await submitTwiceAtOnce(main(page).getByRole('form', { name: 'Login' }))
    await expect(page).toHaveURL(/\/$/)
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
    ).toBeVisible()
    expect(logins).toHaveLength(1)
  })

  test('Book Seat and Cancel Booking, clicked twice in one task and double-clicked', async ({
    page,
  }) => {
    await signInThroughApi(page, { user: 'amina', reload: false })
    const dialogs = recordDialogs(page, () => '1')
    const posts = countCalls(page, 'POST', '/api/bookings/')
    const deletes = countCalls(page, 'DELETE')
    const ownBookings = async () => {
      const state = await mockState(page)
      const amina = state?.users.find((user) => user.email === seedCredentials.amina.email)
      return state?.bookings.filter((booking) => booking.user_id === amina?.id).length
    }

    await page.goto('/buses?mockPanel=off')
    const coast = page.getByRole('article', { name: 'Coast Express' })
    const coastSeats = coast.locator('dt:text-is("Seats Available") + dd')
    await expect(coastSeats).toHaveText('25')
    await answerSlowly(page)
    await clickTwiceAtOnce(coast.getByRole('button', { name: 'Book Seat' }))
    await expect(coast.locator('.bus-card__message')).toContainText(
      'Booked 1 seat on Coast Express · KES 1,500',
    )
    await expect(coastSeats).toHaveText('24')
    expect(posts).toHaveLength(1)
    const coastQuestion = 'How many seats? 25 available at KES 1,500 each.'
    expect(dialogs).toEqual([coastQuestion])
    expect(await ownBookings()).toBe(1)

    // A second booking, so that each way of cancelling has one of its own.
    const lake = page.getByRole('article', { name: 'Lake Shuttle' })
    await lake.getByRole('button', { name: 'Book Seat' }).dblclick()
    await expect(lake.locator('.bus-card__message')).toContainText(
      'Booked 1 seat on Lake Shuttle · KES 1,200',
    )
    expect(posts).toHaveLength(2)
    expect(dialogs).toEqual([coastQuestion, 'How many seats? 18 available at KES 1,200 each.'])
    expect(await ownBookings()).toBe(2)

    await page.goto('/bookings?mockPanel=off')
    const bookings = page.getByRole('list', { name: 'Bookings' }).getByRole('article')
    await expect(bookings).toHaveCount(2)
    await answerSlowly(page)
    await clickTwiceAtOnce(bookings.first().getByRole('button', { name: 'Cancel Booking' }))
    await expect(bookings).toHaveCount(1)
    await expect.poll(ownBookings).toBe(1)
    await bookings.first().getByRole('button', { name: 'Cancel Booking' }).dblclick()
    await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
    await expect.poll(ownBookings).toBe(0)
    // Let any second call (there must be none) reach the page's request log.
    await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
    expect(deletes).toHaveLength(2)
    expect(dialogs.slice(2)).toEqual(Array(2).fill('Are you sure you want to cancel this booking?'))
  })
})
