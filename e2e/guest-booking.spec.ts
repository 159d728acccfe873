import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { holdMoveOnTimers, releaseHeldTimers } from './hold-timers'

/** The guest bookings the in-browser mock backend has received. */
const receivedBookings = (page: Page) =>
  page.evaluate(() => window.matatuMock?.state().guestBookings)

const traveller = {
  name: 'Amina Otieno',
  idNumber: 'A1234567',
  schoolId: 'UON-2024-42',
  from: 'Nairobi',
  to: 'Mombasa',
}

/** The form's fields, by their labels. */
const fields = (page: Page) =>
  Object.entries({
    name: page.getByLabel('Name', { exact: true }),
    idNumber: page.getByLabel('ID number/passport (optional)'),
    schoolId: page.getByLabel('School ID if student (optional)'),
    from: page.getByLabel('From', { exact: true }),
    to: page.getByLabel('To', { exact: true }),
  }) as [keyof typeof traveller, Locator][]

/**
 * A guest's booking in a real browser: real reloads, the real history and the mock backend in
 * the service worker. The form's checks, its failure and what it sends are proven in Vitest
 * (booking-form-screen.test.tsx, payment-screen.test.tsx, create-guest-booking.test.ts).
 */
test.describe('guest booking', () => {
  test('home → form (its draft survives a reload) → submitted → /payment, whose summary survives a reload and the way back; personal numbers are kept nowhere', async ({
    page,
  }) => {
    await holdMoveOnTimers(page)
    await page.goto('/?mockPanel=off')
    await page.getByRole('link', { name: 'Book Now!' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Matatu' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('isGuest'))).toBe('true')
    await expect(page.getByRole('radio', { name: 'Shuttle' })).toBeChecked()

    // An unsent draft survives a real reload.
    const draft = { ...traveller, to: '' }
    for (const [key, field] of fields(page)) await field.fill(draft[key])
    await page.getByRole('radio', { name: 'Normal Bus' }).check()
    await page.reload()
    for (const [key, field] of fields(page)) {
      await expect(field).toHaveValue(draft[key])
    }
    await expect(page.getByRole('radio', { name: 'Normal Bus' })).toBeChecked()

    await page.getByLabel('To', { exact: true }).fill(traveller.to)
    await page.getByRole('button', { name: 'Submit Booking' }).click()
    await expect(page.getByText('Booking info submitted!')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Submit Booking' })).toBeDisabled()
    expect(await receivedBookings(page)).toEqual([{ id: 1, ...traveller, vehicleType: 'normal' }])

    await releaseHeldTimers(page)
    await expect(page).toHaveURL(/\/payment$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
    const summary = page.getByRole('region', { name: 'Booking summary' })
    for (const text of [
      traveller.name,
      'Modern Bus',
      'Normal Bus',
      'Nairobi → Mombasa',
      'A12',
      'KES 700',
    ]) {
      await expect(summary.getByText(text, { exact: true })).toBeVisible()
    }
    // Personal numbers are neither shown nor kept on /payment.
    await expect(page.getByRole('main')).not.toContainText(traveller.idNumber)
    await expect(page.getByRole('main')).not.toContainText(traveller.schoolId)
    const kept = await page.evaluate(() =>
      JSON.stringify([window.history.state, { ...sessionStorage }]),
    )
    expect(kept).not.toContain(traveller.idNumber)
    expect(kept).not.toContain(traveller.schoolId)

    // The summary lives in the history entry: a real reload keeps it.
    await page.reload()
    await expect(summary.getByText('Nairobi → Mombasa')).toBeVisible()
    await expect(summary.getByText('Modern Bus')).toBeVisible()
    await expect(page.getByText(/online payment is coming soon/i)).toBeVisible()

    // Once submitted, the draft is gone.
    await page.goto('/bookingform?mockPanel=off')
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(page.getByRole('radio', { name: 'Shuttle' })).toBeChecked()
    const draftLeft = await page.evaluate(() =>
      Object.values(sessionStorage).some((value) => value.includes('Amina Otieno')),
    )
    expect(draftLeft).toBe(false)

    // Back in the history the summary is still there; one written by an older release (or edited
    // by hand) is no summary.
    await page.goBack()
    await expect(page).toHaveURL(/\/payment$/)
    await expect(summary.getByText('Nairobi → Mombasa')).toBeVisible()
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
