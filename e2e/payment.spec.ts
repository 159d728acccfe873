import { expect, test } from './fixtures'

test.describe('payment page', () => {
  test('opened directly: nothing to pay for, with a link to the booking form', async ({ page }) => {
    await page.goto('/payment?mockPanel=off')
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to pay for' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Booking summary' })).toHaveCount(0)
    await expect(page).toHaveTitle('Payment · Matatu')
    await page.getByRole('link', { name: 'Go to the booking form' }).click()
    await expect(page).toHaveURL(/\/bookingform$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Matatu' })).toBeVisible()
  })

  test('keeps its summary across a reload, and drops a malformed one', async ({ page }) => {
    await page.goto('/bookingform?mockPanel=off')
    await page.getByLabel('Name', { exact: true }).fill('Achieng')
    await page.getByLabel('From', { exact: true }).fill('Kisumu')
    await page.getByLabel('To', { exact: true }).fill('Nairobi')
    await page.getByRole('button', { name: 'Submit Booking' }).click()
    await expect(page).toHaveURL(/\/payment$/)
    const summary = page.getByRole('region', { name: 'Booking summary' })
    await expect(summary.getByText('Kisumu → Nairobi')).toBeVisible()

    await page.reload()
    await expect(summary.getByText('Kisumu → Nairobi')).toBeVisible()
    await expect(summary.getByText('Transline Shuttle')).toBeVisible()
    await expect(page.getByText(/online payment is coming soon/i)).toBeVisible()

    // A summary written by an older release (or edited by hand) is no summary.
    await page.evaluate(() =>
      window.history.replaceState(
        { ...window.history.state, bookingSummary: { busName: 'Modern Bus', total: '700' } },
        '',
      ),
    )
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to pay for' })).toBeVisible()
  })
})
