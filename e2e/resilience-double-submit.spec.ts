import type { Locator, Page } from '@playwright/test'
import type { MockState } from '../mocks/mock-types'
import { expect, recordDialogs, test } from './fixtures'
import { signInThroughApi } from './session-helpers'

/**
 * Resilience: a double click or a double submit never sends a request twice. Each action is tried
 * twice: as a person does it (a double click, Enter pressed twice) and as a worst case (two
 * clicks or submits in the same task, before React has drawn the busy state). The backend
 * answers slowly, so the first request is still in flight when the second attempt comes.
 */

const main = (page: Page) => page.getByRole('main')

/** Counts the page's calls to `method path` on the API base. */
function countCalls(page: Page, method: string, path: string) {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === method && url.pathname === path) calls.push(request.url())
  })
  return calls
}

function mockState(page: Page): Promise<MockState | undefined> {
  return page.evaluate(() => window.matatuMock?.state())
}

async function answerSlowly(page: Page) {
  await page.evaluate(() => window.matatuMock?.set({ delayMs: 800 }))
}

/** Two clicks in one task: the second comes before any re-render. */
function clickTwiceAtOnce(target: Locator) {
  return target.evaluate((element: HTMLElement) => {
    element.click()
    element.click()
  })
}

/** Two submits in one task (what two Enter presses become at worst). */
function submitTwiceAtOnce(form: Locator) {
  return form.evaluate((element: HTMLFormElement) => {
    element.requestSubmit()
    element.requestSubmit()
  })
}

const ways = ['as a person does it', 'twice in one task'] as const

test.describe('double clicks and double submits send one request', () => {
  for (const way of ways) {
    test(`Book Seat, ${way}`, async ({ page }) => {
      await signInThroughApi(page, { user: 'amina' })
      const dialogs = recordDialogs(page, () => '1')
      const posts = countCalls(page, 'POST', '/api/bookings/')
      await page.goto('/buses?mockPanel=off')
      const card = page.getByRole('article', { name: 'Coast Express' })
      await expect(card.locator('dt:text-is("Seats Available") + dd')).toHaveText('25')
      await answerSlowly(page)

      const button = card.getByRole('button', { name: 'Book Seat' })
      if (way === 'as a person does it') await button.dblclick()
      else await clickTwiceAtOnce(button)

      await expect(card.getByRole('status')).toHaveText('Booked 1 seat on Coast Express')
      await expect(card.locator('dt:text-is("Seats Available") + dd')).toHaveText('24')
      expect(posts).toHaveLength(1)
      expect(dialogs).toEqual(['How many seats would you like to book? (25 available)'])
      const state = await mockState(page)
      const amina = state?.users.find((user) => user.email === 'amina@example.com')
      expect(state?.bookings.filter((booking) => booking.user_id === amina?.id)).toHaveLength(1)
    })

    test(`Cancel Booking, ${way}`, async ({ page }) => {
      await signInThroughApi(page, { user: 'brian' })
      const dialogs = recordDialogs(page)
      const deletes: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'DELETE') deletes.push(request.url())
      })
      await page.goto('/bookings?mockPanel=off')
      const booking = page.getByRole('list', { name: 'Bookings' }).getByRole('article')
      await expect(booking).toHaveCount(1)
      await answerSlowly(page)

      const button = booking.getByRole('button', { name: 'Cancel Booking' })
      if (way === 'as a person does it') await button.dblclick()
      else await clickTwiceAtOnce(button)

      await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
      await expect.poll(async () => (await mockState(page))?.bookings.length).toBe(0)
      // Let any second call (there must be none) reach the page's request log.
      await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
      expect(deletes).toHaveLength(1)
      expect(dialogs).toEqual(['Are you sure you want to cancel this booking?'])
    })

    test(`Submit Booking on the guest form, ${way}`, async ({ page }) => {
      const posts = countCalls(page, 'POST', '/api/bookings')
      await page.goto('/bookingform?mockPanel=off')
      await page.getByLabel('Name', { exact: true }).fill('Achieng Odhiambo')
      await page.getByLabel('From', { exact: true }).fill('Nairobi')
      await page.getByLabel('To', { exact: true }).fill('Naivasha')
      await answerSlowly(page)

      const button = main(page).getByRole('button', { name: 'Submit Booking' })
      if (way === 'as a person does it') await button.dblclick()
      else await submitTwiceAtOnce(main(page).locator('form'))

      await expect(main(page).getByText('Booking info submitted!')).toBeVisible()
      await expect(page).toHaveURL(/\/payment$/)
      expect(posts).toHaveLength(1)
      expect((await mockState(page))?.guestBookings).toHaveLength(1)
    })

    test(`Login, ${way}`, async ({ page }) => {
      const posts = countCalls(page, 'POST', '/api/auth/login')
      await page.goto('/login?mockPanel=off')
      await page.getByLabel('Email').fill('amina@example.com')
      const password = page.getByLabel('Password', { exact: true })
      await password.fill('password123')
      await answerSlowly(page)

      if (way === 'as a person does it') {
        await password.press('Enter')
        await password.press('Enter')
      } else {
        await submitTwiceAtOnce(main(page).getByRole('form', { name: 'Login' }))
      }

      await expect(page).toHaveURL(/\/$/)
      expect(posts).toHaveLength(1)
    })

    test(`Register, ${way}`, async ({ page }) => {
      const posts = countCalls(page, 'POST', '/api/auth/register')
      await page.goto('/register?mockPanel=off')
      await page.getByLabel('Username').fill('wanjiku')
      await page.getByLabel('Email').fill('wanjiku@example.com')
      await page.getByLabel('Password', { exact: true }).fill('safari-2024')
      const confirm = page.getByLabel('Confirm password', { exact: true })
      await confirm.fill('safari-2024')
      await answerSlowly(page)

      if (way === 'as a person does it') {
        await confirm.press('Enter')
        await confirm.press('Enter')
      } else {
        await submitTwiceAtOnce(main(page).getByRole('form', { name: 'Register' }))
      }

      await expect(page).toHaveURL(/\/login\?registered=true$/)
      expect(posts).toHaveLength(1)
      const users = (await mockState(page))?.users ?? []
      expect(users.filter((user) => user.email === 'wanjiku@example.com')).toHaveLength(1)
    })
  }
})
