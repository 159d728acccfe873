import type { Page } from '@playwright/test'
import { expect, recordDialogs, test } from './fixtures'
import { signInThroughApi } from './session-helpers'

function bookingCards(page: Page) {
  return page.getByRole('list', { name: 'Bookings' }).getByRole('article')
}

async function setScenario(page: Page, scenario: Record<string, unknown>) {
  await page.evaluate((patch) => window.matatuMock?.set(patch), scenario)
}

test.describe('My Bookings against the mock backend in the browser', () => {
  for (const scenario of [
    'bookingsShape:array',
    'bookingsShape:object',
    'bookingsShape:single',
    'bookingKey:id',
    'bookingsShape:object,bookingKey:id',
  ]) {
    test(`lists the booking with ${scenario}`, async ({ page }) => {
      await signInThroughApi(page)
      await page.goto(`/bookings?mockPanel=off&mock=${scenario}`)
      await expect(bookingCards(page)).toHaveCount(1)
      const card = bookingCards(page).first()
      await expect(card.getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
      await expect(card.locator('dt:text-is("Route") + dd')).toHaveText('Nairobi to Kisumu')
      await expect(card.locator('dt:text-is("Total Price") + dd')).toHaveText('KES 2,400')
      await expect(card.locator('dt:text-is("Status") + dd')).toHaveText('Confirmed')
    })
  }

  test("an unknown shape reads as 'You have no bookings yet.', with a link to book", async ({
    page,
  }) => {
    await signInThroughApi(page)
    await page.goto('/bookings?mockPanel=off&mock=bookingsShape:unknown')
    await expect(page.getByText('You have no bookings yet.')).toBeVisible()
    await page.getByRole('link', { name: 'Book a seat' }).click()
    await expect(page).toHaveURL(/\/buses$/)
  })

  test("a failed load shows 'Failed to fetch bookings', never the empty text, and retries", async ({
    page,
  }) => {
    await signInThroughApi(page)
    await page.goto('/bookings?mockPanel=off&mock=fail:bookings')
    await expect(page.getByText('Failed to fetch bookings')).toBeVisible()
    await expect(page.getByText('You have no bookings yet.')).toHaveCount(0)
    await setScenario(page, { fail: [] })
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(bookingCards(page)).toHaveCount(1)
  })

  test('a 401 clears the token and goes to /login', async ({ page }) => {
    await signInThroughApi(page)
    await page.goto('/bookings?mockPanel=off&mock=unauthorized')
    await expect(page).toHaveURL(/\/login/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('without a token it asks to log in and calls nothing', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/bookings')) calls.push(request.url())
    })
    await page.goto('/bookings?mockPanel=off')
    await expect(page.getByText('Please log in to see your bookings.')).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/login/)
    expect(calls).toEqual([])
  })

  test('a declined confirmation changes nothing', async ({ page }) => {
    await signInThroughApi(page)
    const dialogs = recordDialogs(page, () => false)
    await page.goto('/bookings?mockPanel=off')
    await bookingCards(page).getByRole('button', { name: 'Cancel Booking' }).click()
    await expect.poll(() => dialogs).toEqual(['Are you sure you want to cancel this booking?'])
    await page.reload()
    await expect(bookingCards(page)).toHaveCount(1)
  })

  for (const [scenario, alert] of [
    ['fail:cancelBooking', 'Internal Server Error'],
    ['offline:cancelBooking', 'Failed to delete booking'],
  ] as const) {
    test(`a failed cancel (${scenario}) puts the booking back in its place and alerts '${alert}'`, async ({
      page,
    }) => {
      await signInThroughApi(page)
      const dialogs = recordDialogs(page)
      await page.goto(`/bookings?mockPanel=off&mock=bookingCount:3,${scenario}`)
      await expect(bookingCards(page)).toHaveCount(3)
      const order = await bookingCards(page).getByRole('heading').allInnerTexts()
      await setScenario(page, { delayMs: 1500 })
      await bookingCards(page).nth(1).getByRole('button', { name: 'Cancel Booking' }).click()
      await expect(bookingCards(page)).toHaveCount(2, { timeout: 1000 })
      await expect
        .poll(() => dialogs, { timeout: 10_000 })
        .toEqual(['Are you sure you want to cancel this booking?', alert])
      await expect(bookingCards(page)).toHaveCount(3)
      expect(await bookingCards(page).getByRole('heading').allInnerTexts()).toEqual(order)
    })
  }
})
