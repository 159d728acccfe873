import type { Page } from '@playwright/test'
import { expect, recordDialogs, test } from './fixtures'
import { signInThroughApi } from './session-helpers'

function busCards(page: Page) {
  return page.getByRole('list', { name: 'Buses' }).getByRole('article')
}

function busCard(page: Page, name: string) {
  return page.getByRole('list', { name: 'Buses' }).getByRole('article', { name })
}

function seatsOf(page: Page, name: string) {
  return busCard(page, name).locator('dt:text-is("Seats Available") + dd')
}

/** Every bus's name and seat count, as shown. */
async function seatCounts(page: Page): Promise<Record<string, string>> {
  await expect(busCards(page)).toHaveCount(5)
  const counts: Record<string, string> = {}
  for (const card of await busCards(page).all()) {
    const name = await card.getByRole('heading').innerText()
    counts[name] = await card.locator('dt:text-is("Seats Available") + dd').innerText()
  }
  return counts
}

async function setScenario(page: Page, scenario: Record<string, unknown>) {
  await page.evaluate((patch) => window.matatuMock?.set(patch), scenario)
}

test.describe('Seat booking and My Bookings against the mock backend in the browser', () => {
  test('book 2 seats, see them in My Bookings, cancel, and get the seats back', async ({
    page,
  }) => {
    await signInThroughApi(page, { user: 'amina' })
    const dialogs = recordDialogs(page, (message) => (message.startsWith('How many') ? '2' : true))
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Buses' })
      .click()
    const before = await seatCounts(page)
    expect(before['Coast Express']).toBe('25')

    await busCard(page, 'Coast Express').getByRole('button', { name: 'Book Seat' }).click()
    await expect(busCard(page, 'Coast Express').getByRole('status')).toHaveText(
      'Booked 2 seats on Coast Express',
    )
    await expect(seatsOf(page, 'Coast Express')).toHaveText('23')
    expect(await seatCounts(page)).toEqual({ ...before, 'Coast Express': '23' })
    expect(dialogs).toEqual(['How many seats would you like to book? (25 available)'])

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Bookings' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible()
    const booking = page.getByRole('list', { name: 'Bookings' }).getByRole('article')
    await expect(booking).toHaveCount(1)
    await expect(booking.getByRole('heading', { name: 'Coast Express' })).toBeVisible()
    await expect(booking.locator('dt:text-is("Seats Booked") + dd')).toHaveText('2')
    await expect(booking.locator('dt:text-is("Total Price") + dd')).toHaveText('KES 3,000')
    await expect(booking.locator('dt:text-is("Status") + dd')).toHaveText('Confirmed')

    await booking.getByRole('button', { name: 'Cancel Booking' }).click()
    await expect(page.getByText('You have no bookings yet.')).toBeVisible()
    expect(dialogs.at(-1)).toBe('Are you sure you want to cancel this booking?')

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Buses' })
      .click()
    await expect(seatsOf(page, 'Coast Express')).toHaveText('25')
    expect(await seatCounts(page)).toEqual(before)
  })

  test('the count drops before the server answers, and the button waits', async ({ page }) => {
    await signInThroughApi(page)
    recordDialogs(page, () => '3')
    await page.goto('/buses?mockPanel=off')
    await expect(seatsOf(page, 'Highland Liner')).toHaveText('30')
    await setScenario(page, { delayMs: 1500 })
    const card = busCard(page, 'Highland Liner')
    await card.getByRole('button', { name: 'Book Seat' }).click()
    await expect(seatsOf(page, 'Highland Liner')).toHaveText('27', { timeout: 1000 })
    await expect(card.getByRole('button', { name: 'Booking...' })).toBeDisabled()
    await expect(
      busCard(page, 'Lake Shuttle').getByRole('button', { name: 'Book Seat' }),
    ).toBeEnabled()
    await expect(card.getByRole('status')).toHaveText('Booked 3 seats on Highland Liner', {
      timeout: 10_000,
    })
    await expect(card.getByRole('button', { name: 'Book Seat' })).toBeEnabled()
    await expect(seatsOf(page, 'Highland Liner')).toHaveText('27')
  })

  test("without a token: 'You need to login first', and nothing is asked", async ({ page }) => {
    const dialogs = recordDialogs(page)
    await page.goto('/buses?mockPanel=off')
    await busCard(page, 'Coast Express').getByRole('button', { name: 'Book Seat' }).click()
    await expect.poll(() => dialogs).toEqual(['You need to login first'])
  })

  for (const [answer, alert] of [
    ['abc', 'Invalid number of seats.'],
    ['0', 'Invalid number of seats.'],
    ['-2', 'Invalid number of seats.'],
    ['1.5', 'Invalid number of seats.'],
    ['9', 'Not enough seats available.'],
  ] as const) {
    test(`answering ${answer} alerts '${alert}' and books nothing`, async ({ page }) => {
      await signInThroughApi(page)
      const posts: string[] = []
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/bookings')) {
          posts.push(request.url())
        }
      })
      const dialogs = recordDialogs(page, () => answer)
      await page.goto('/buses?mockPanel=off')
      await busCard(page, 'Flamingo Shuttle').getByRole('button', { name: 'Book Seat' }).click()
      await expect
        .poll(() => dialogs)
        .toEqual(['How many seats would you like to book? (8 available)', alert])
      await expect(seatsOf(page, 'Flamingo Shuttle')).toHaveText('8')
      expect(posts).toEqual([])
    })
  }

  test('a cancelled prompt does nothing', async ({ page }) => {
    await signInThroughApi(page)
    const dialogs = recordDialogs(page, () => false)
    await page.goto('/buses?mockPanel=off')
    const card = busCard(page, 'Flamingo Shuttle')
    await card.getByRole('button', { name: 'Book Seat' }).click()
    await expect.poll(() => dialogs).toHaveLength(1)
    await expect(card.getByRole('button', { name: 'Book Seat' })).toBeEnabled()
    await expect(seatsOf(page, 'Flamingo Shuttle')).toHaveText('8')
    await expect(card.getByRole('status')).toBeEmpty()
  })

  test("a failed booking alerts 'Booking failed' and the count comes back", async ({ page }) => {
    await signInThroughApi(page)
    const dialogs = recordDialogs(page, (message) => (message.startsWith('How many') ? '4' : true))
    await page.goto('/buses?mockPanel=off&mock=fail:bookSeats')
    await expect(seatsOf(page, 'Malindi Sun Coach')).toHaveText('12')
    await setScenario(page, { delayMs: 1500 })
    await busCard(page, 'Malindi Sun Coach').getByRole('button', { name: 'Book Seat' }).click()
    await expect(seatsOf(page, 'Malindi Sun Coach')).toHaveText('8', { timeout: 1000 })
    await expect.poll(() => dialogs, { timeout: 10_000 }).toContain('Booking failed')
    await expect(seatsOf(page, 'Malindi Sun Coach')).toHaveText('12')
    await expect(busCard(page, 'Malindi Sun Coach').getByRole('status')).toBeEmpty()
  })

  test("a 401 alerts 'Session expired. Please log in again.', drops the token and goes to /login", async ({
    page,
  }) => {
    await signInThroughApi(page)
    const dialogs = recordDialogs(page, (message) => (message.startsWith('How many') ? '1' : true))
    await page.goto('/buses?mockPanel=off&mock=unauthorized')
    await busCard(page, 'Coast Express').getByRole('button', { name: 'Book Seat' }).click()
    await expect(page).toHaveURL(/\/login/)
    expect(dialogs).toEqual([
      'How many seats would you like to book? (25 available)',
      'Session expired. Please log in again.',
    ])
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible()
  })

  test('at 0 seats the button reads Fully Booked and cannot be pressed', async ({ page }) => {
    await signInThroughApi(page)
    const dialogs = recordDialogs(page, (message) => (message.startsWith('How many') ? '8' : true))
    await page.goto('/buses?mockPanel=off')
    const card = busCard(page, 'Flamingo Shuttle')
    await card.getByRole('button', { name: 'Book Seat' }).click()
    await expect(card.getByRole('button', { name: 'Fully Booked' })).toBeDisabled()
    await expect(seatsOf(page, 'Flamingo Shuttle')).toHaveText('0')
    await card.getByRole('button', { name: 'Fully Booked' }).click({ force: true })
    expect(dialogs).toEqual(['How many seats would you like to book? (8 available)'])
  })
})
