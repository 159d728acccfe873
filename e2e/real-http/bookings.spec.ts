import type { Page } from '@playwright/test'
import { mockServerUrl, realAppUrl } from '../servers'
import { viewports } from '../a11y-helpers'
import { expect, recordDialogs, test } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { textIn } from '../english-check'
import { locales } from '../../src/paraglide/runtime.js'
import { seedCredentials } from '../../mocks/seed'
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

  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone })

    for (const language of locales) {
      const text = textIn(language)
      test(`with a Share menu open, the first tap on Cancel Booking asks; a booking already gone says so in the page's language (${language})`, async ({
        page,
        context,
        request,
        mockServer,
      }) => {
        await chooseLanguage(context, language, realAppUrl)
        // No share sheet here, so Share opens its own menu (Copy, WhatsApp, SMS).
        await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'))
        await signInThroughApi(page, { user: 'brian', apiBaseUrl: mockServerUrl })
        const dialogs = recordDialogs(page)
        await page.goto('/bookings')
        const booking = page
          .getByRole('list', { name: text('bookings_list_label') })
          .getByRole('article')
          .first()
        await booking.getByRole('button', { name: text('common_share') }).click()
        await expect(page.getByRole('group', { name: text('common_share_with') })).toBeVisible()
        // Meanwhile the booking was cancelled from another phone.
        const reference = await booking
          .locator(`dt:text-is("${text('bookings_reference')}") + dd`)
          .textContent()
        const login = await request.post(`${mockServer}/api/auth/login`, {
          data: seedCredentials.brian,
        })
        const { token } = (await login.json()) as { token: string }
        const elsewhere = await request.delete(`${mockServer}/api/bookings/${reference}`, {
          headers: { Authorization: `Bearer ${token}` },
        })
        expect(elsewhere.ok()).toBe(true)

        await booking.getByRole('button', { name: text('bookings_cancel_booking') }).click()
        await expect
          .poll(() => dialogs)
          .toEqual([text('bookings_cancel_confirm'), text('common_server_booking_not_found')])
        await expect(page.getByRole('group', { name: text('common_share_with') })).toHaveCount(0)
      })
    }
  })
})
