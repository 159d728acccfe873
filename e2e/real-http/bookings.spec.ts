import { mockServerUrl, realAppUrl } from '../servers'
import { viewports } from '../a11y-helpers'
import { expect, recordDialogs, test } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { textIn } from '../english-check'
import { locales } from '../../src/paraglide/runtime.js'
import { signInThroughApi } from '../session-helpers'
import { resetMockBackend } from './mock-backend'
import { factOf } from './page-helpers'

/**
 * My Bookings on a phone over real HTTP against npm run mock:server. Booking seats, seeing and
 * cancelling the booking and the seats coming back: security-csp.spec.ts's main flows.
 */
test.describe('My Bookings on a phone', () => {
  test.beforeEach(resetMockBackend)
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
      const reference = await factOf(booking, text('bookings_reference')).textContent()
      const token = await page.evaluate(() => localStorage.getItem('token'))
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
