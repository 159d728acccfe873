import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

interface GuestBooking {
  name: string
  idNumber: string
  schoolId: string
  from: string
  to: string
  vehicleType: string
}

/** The guest bookings the in-browser mock backend has received. */
function receivedBookings(page: Page): Promise<GuestBooking[]> {
  return page.evaluate(
    () =>
      (
        window as unknown as { matatuMock: { state(): { guestBookings: GuestBooking[] } } }
      ).matatuMock.state().guestBookings,
  )
}

async function fill(page: Page, values: Partial<Omit<GuestBooking, 'vehicleType'>>) {
  if (values.name !== undefined) await page.getByLabel('Name', { exact: true }).fill(values.name)
  if (values.idNumber !== undefined) {
    await page.getByLabel('ID number/passport (optional)').fill(values.idNumber)
  }
  if (values.schoolId !== undefined) {
    await page.getByLabel('School ID if student (optional)').fill(values.schoolId)
  }
  if (values.from !== undefined) await page.getByLabel('From', { exact: true }).fill(values.from)
  if (values.to !== undefined) await page.getByLabel('To', { exact: true }).fill(values.to)
}

const traveller = {
  name: 'Amina Otieno',
  idNumber: 'A1234567',
  schoolId: 'UON-2024-42',
  from: 'Nairobi',
  to: 'Mombasa',
}

const vehicles = [
  { radio: 'Shuttle', type: 'shuttle', busName: 'Transline Shuttle', price: 'KES 500' },
  { radio: 'Normal Bus', type: 'normal', busName: 'Modern Bus', price: 'KES 700' },
] as const

test.describe('guest booking', () => {
  for (const vehicle of vehicles) {
    test(`the whole guest flow by ${vehicle.radio}: home, form, submitted, /payment`, async ({
      page,
    }) => {
      await page.goto('/?mockPanel=off')
      await page.getByRole('button', { name: 'Book Now!' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Book Your Matatu' })).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('isGuest'))).toBe('true')
      await expect(page.getByRole('radio', { name: 'Shuttle' })).toBeChecked()

      await fill(page, traveller)
      await page.getByRole('radio', { name: vehicle.radio }).check()
      await page.getByRole('button', { name: 'Submit Booking' }).click()

      await expect(page.getByText('Booking info submitted!')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Submit Booking' })).toBeDisabled()
      expect(await receivedBookings(page)).toEqual([
        { id: 1, ...traveller, vehicleType: vehicle.type },
      ])

      await expect(page).toHaveURL(/\/payment$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible()
      const summary = page.getByRole('region', { name: 'Booking summary' })
      for (const text of [
        traveller.name,
        vehicle.busName,
        vehicle.radio,
        'Nairobi → Mombasa',
        'A12',
        vehicle.price,
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
    })
  }

  test('missing name, from or to: the message, and nothing is sent', async ({ page }) => {
    await page.goto('/bookingform?mockPanel=off')
    const submit = page.getByRole('button', { name: 'Submit Booking' })
    await submit.click()
    await expect(page.getByRole('alert')).toHaveText('Please fill in name, from and to fields.')
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused()

    await fill(page, { name: 'Amina', to: 'Kisumu' })
    await submit.click()
    await expect(page.getByRole('alert')).toHaveText('Please fill in name, from and to fields.')
    await expect(page.getByLabel('From', { exact: true })).toBeFocused()
    await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('aria-invalid', 'true')

    expect(await receivedBookings(page)).toEqual([])
    await expect(page).toHaveURL(/\/bookingform/)
  })

  test('a failing submit says so and keeps everything that was typed', async ({ page }) => {
    await page.goto('/bookingform?mock=fail:guestBooking&mockPanel=off')
    await fill(page, traveller)
    await page.getByRole('radio', { name: 'Normal Bus' }).check()
    await page.getByRole('button', { name: 'Submit Booking' }).click()

    await expect(page.getByText('Something went wrong. Try again later.')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(traveller.name)
    await expect(page.getByLabel('ID number/passport (optional)')).toHaveValue(traveller.idNumber)
    await expect(page.getByLabel('School ID if student (optional)')).toHaveValue(traveller.schoolId)
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(traveller.from)
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(traveller.to)
    await expect(page.getByRole('radio', { name: 'Normal Bus' })).toBeChecked()
    await expect(page.getByRole('button', { name: 'Submit Booking' })).toBeEnabled()
    await expect(page).toHaveURL(/\/bookingform/)
    expect(await receivedBookings(page)).toEqual([])
  })

  test('a network failure says the same and keeps the input', async ({ page }) => {
    await page.goto('/bookingform?mock=offline:guestBooking&mockPanel=off')
    await fill(page, { name: 'Brian', from: 'Nakuru', to: 'Eldoret' })
    await page.getByRole('button', { name: 'Submit Booking' }).click()
    await expect(page.getByText('Something went wrong. Try again later.')).toBeVisible()
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Brian')
  })

  test('an unsent draft survives a reload, and is gone once submitted', async ({ page }) => {
    await page.goto('/bookingform?mockPanel=off')
    await fill(page, { ...traveller, to: '' })
    await page.getByRole('radio', { name: 'Normal Bus' }).check()
    await page.reload()

    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(traveller.name)
    await expect(page.getByLabel('ID number/passport (optional)')).toHaveValue(traveller.idNumber)
    await expect(page.getByLabel('School ID if student (optional)')).toHaveValue(traveller.schoolId)
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(traveller.from)
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('')
    await expect(page.getByRole('radio', { name: 'Normal Bus' })).toBeChecked()

    await fill(page, { to: 'Malindi' })
    await page.getByRole('button', { name: 'Submit Booking' }).click()
    await expect(page).toHaveURL(/\/payment$/)
    await page.goto('/bookingform?mockPanel=off')
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(page.getByRole('radio', { name: 'Shuttle' })).toBeChecked()
    const draftLeft = await page.evaluate(() =>
      Object.values(sessionStorage).some((value) => value.includes('Amina Otieno')),
    )
    expect(draftLeft).toBe(false)
  })

  test('the button cannot send twice while a slow call is on its way', async ({ page }) => {
    await page.goto('/bookingform?mock=delayMs:1500&mockPanel=off')
    await fill(page, { name: 'Wanjiru', from: 'Nairobi', to: 'Nakuru' })
    const submit = page.getByRole('button', { name: 'Submit Booking' })
    await submit.dblclick()
    await expect(submit).toBeDisabled()
    await page.getByLabel('To', { exact: true }).press('Enter')
    await expect(page.getByText('Booking info submitted!')).toBeVisible()
    expect(await receivedBookings(page)).toHaveLength(1)
  })
})
