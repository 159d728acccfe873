import type { Page } from '@playwright/test'
import { mockServerUrl } from '../servers'
import { expect, recordDialogs, test } from '../fixtures'
import { signInThroughApi } from '../session-helpers'

function seatsOf(page: Page, bus: string) {
  return page
    .getByRole('list', { name: 'Buses' })
    .getByRole('article', { name: bus })
    .locator('dt:text-is("Seats Available") + dd')
}

test.describe('seat booking and My Bookings over real HTTP against npm run mock:server', () => {
  test.beforeEach(async ({ request, mockServer }) => {
    const reset = await request.post(`${mockServer}/__mock/reset`)
    expect(reset.ok()).toBe(true)
  })

  test('book 2 seats, see the booking, cancel it, and the seats come back', async ({
    mockServer,
    page,
    request,
  }) => {
    const calls: string[] = []
    page.on('request', (call) => {
      if (call.url().startsWith(`${mockServerUrl}/api/bookings`)) {
        calls.push(`${call.method()} ${call.url().slice(mockServerUrl.length)}`)
      }
    })
    await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
    const dialogs = recordDialogs(page, (message) => (message.startsWith('How many') ? '2' : true))
    const nav = page.getByRole('navigation', { name: 'Main' })

    await nav.getByRole('link', { name: 'Buses' }).click()
    await expect(seatsOf(page, 'Coast Express')).toHaveText('25')
    const card = page.getByRole('article', { name: 'Coast Express' })
    await card.getByRole('button', { name: 'Book Seat' }).click()
    await expect(card.locator('.bus-card__message')).toContainText(
      'Booked 2 seats on Coast Express · KES 3,000',
    )
    await expect(seatsOf(page, 'Coast Express')).toHaveText('23')
    await expect(seatsOf(page, 'Lake Shuttle')).toHaveText('18')
    const state = (await (await request.get(`${mockServer}/__mock/state`)).json()) as {
      buses: { id: number; seats: number }[]
    }
    expect(state.buses.find((bus) => bus.id === 1)?.seats).toBe(23)

    await nav.getByRole('link', { name: 'Bookings' }).click()
    const booking = page.getByRole('list', { name: 'Bookings' }).getByRole('article')
    await expect(booking).toHaveCount(1)
    await expect(booking.getByRole('heading', { name: 'Coast Express' })).toBeVisible()
    await expect(booking.locator('dt:text-is("Total Price") + dd')).toHaveText('KES 3,000')
    await booking.getByRole('button', { name: 'Cancel Booking' }).click()
    await expect(page.getByText('You have no bookings yet.')).toBeVisible()

    await nav.getByRole('link', { name: 'Buses' }).click()
    await expect(seatsOf(page, 'Coast Express')).toHaveText('25')
    expect(dialogs).toEqual([
      'How many seats? 25 available at KES 1,500 each.',
      'Are you sure you want to cancel this booking?',
    ])
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/bookings/',
        'GET /api/bookings',
        expect.stringMatching(/^DELETE \/api\/bookings\/\d+$/),
      ]),
    )
  })
})
