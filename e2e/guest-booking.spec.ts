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
 * A guest's booking in a real browser: a real reload, the real history and the mock backend in
 * the service worker. The form's checks, its failure, what it sends, the summary's facts and a
 * summary of an older release are proven in Vitest (booking-form-screen.test.tsx,
 * payment-screen.test.tsx, booking-summary.test.ts); the summary through a reload in
 * real-http/journey.spec.ts.
 */
test('guest booking: home → form (its draft survives a reload) → submitted → /payment, whose summary survives the way back; personal numbers are kept nowhere', async ({
  page,
}) => {
  await holdMoveOnTimers(page)
  await page.goto('/?mockPanel=off')
  await page.getByRole('link', { name: 'Book Now!' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Matatu' })).toBeVisible()

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
  expect(await receivedBookings(page)).toEqual([{ id: 1, ...traveller, vehicleType: 'normal' }])

  await releaseHeldTimers(page)
  await expect(page).toHaveURL(/\/payment$/)
  const summary = page.getByRole('region', { name: 'Booking summary' })
  await expect(summary.getByText('Nairobi → Mombasa', { exact: true })).toBeVisible()
  // Personal numbers are kept nowhere: not in the history entry, nor in a draft.
  const kept = await page.evaluate(() =>
    JSON.stringify([window.history.state, { ...sessionStorage }]),
  )
  expect(kept).not.toContain(traveller.idNumber)
  expect(kept).not.toContain(traveller.schoolId)

  // Once submitted, the draft is gone; Back in the history, the summary is still there.
  await page.goto('/bookingform?mockPanel=off')
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  await expect(page.getByRole('radio', { name: 'Shuttle' })).toBeChecked()
  await page.goBack()
  await expect(page).toHaveURL(/\/payment$/)
  await expect(summary.getByText('Nairobi → Mombasa')).toBeVisible()
})
