import { mockServerUrl } from '../servers'
import { expect, test } from '../fixtures'
import { signInThroughApi } from '../session-helpers'
import { resetMockBackend } from './mock-backend'
import { nav, recordSharesAndPersist } from './page-helpers'

const lakeShuttle = {
  title: 'My Matatu booking',
  text: 'My Matatu booking\nReference: 1\nBus: Lake Shuttle\nRoute: Nairobi → Kisumu\nSeats: 2\nTotal: KES 2,400',
}

test.describe('Share a booking', () => {
  test.beforeEach(resetMockBackend)

  test('My Bookings and the ticket hand the booking with its reference to the system share sheet', async ({
    page,
  }) => {
    const { shared } = await recordSharesAndPersist(page)
    await signInThroughApi(page, { user: 'brian', apiBaseUrl: mockServerUrl })
    await nav(page).getByRole('link', { name: 'Bookings' }).click()
    const card = page.getByRole('list', { name: 'Bookings' }).getByRole('article', {
      name: 'Lake Shuttle',
    })
    await card.getByRole('button', { name: 'Share' }).click()
    await expect.poll(shared).toEqual([lakeShuttle])
    await expect(page.getByRole('group', { name: 'Share with' })).toHaveCount(0)

    await card.getByRole('link', { name: 'View ticket' }).click()
    await expect(page).toHaveURL(/\/ticket\/1$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible()
    await page.getByRole('button', { name: 'Share' }).click()
    await expect.poll(shared).toEqual([lakeShuttle, lakeShuttle])
  })

  test('without Web Share, /payment offers Copy, WhatsApp and SMS', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share')
    })
    await page.goto('/bookingform')
    await page.getByLabel('Name', { exact: true }).fill('Amina Otieno')
    await page.getByLabel('From', { exact: true }).fill('Nairobi')
    await page.getByLabel('To', { exact: true }).fill('Mombasa & Malindi')
    await page.getByRole('radio', { name: 'Normal Bus' }).check()
    await page.getByRole('button', { name: 'Submit Booking' }).click()
    const summary = page.getByRole('region', { name: 'Booking summary' })
    await expect(summary).toBeVisible()

    const share = summary.getByRole('button', { name: 'Share' })
    await share.click()
    await expect(share).toHaveAttribute('aria-expanded', 'true')
    const text =
      'My Matatu booking\nBus: Modern Bus\nRoute: Nairobi → Mombasa & Malindi\nSeat: A12\nTotal: KES 700'
    const options = page.getByRole('group', { name: 'Share with' })
    await expect(options.getByRole('button', { name: 'Copy' })).toBeFocused()
    await expect(options.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(text)}`,
    )
    await expect(options.getByRole('link', { name: 'SMS' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(text)}`,
    )
    expect(encodeURIComponent(text)).toContain('Mombasa%20%26%20Malindi')

    await options.getByRole('button', { name: 'Copy' }).click()
    await expect(options.getByRole('status')).toHaveText('Copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)

    await page.keyboard.press('Escape')
    await expect(options).toHaveCount(0)
    await expect(share).toBeFocused()
  })
})
