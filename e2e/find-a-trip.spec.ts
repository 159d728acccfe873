import type { Page } from '@playwright/test'
import { expect, recordDialogs, test } from './fixtures'
import { openWithAppHeld } from './hold-app-start'
import { mockServerUrl, realAppUrl } from './servers'
import { signInThroughApi } from './session-helpers'
import { sampleBuses } from '../mocks/seed'

/**
 * Finding a trip (docs/product.md#finding-a-trip) in a real browser: the bus cards, the URL as
 * the one place the search lives, booking from a filtered list, and Home's search on the
 * prerendered production build before and after the app starts. The filtered and the empty
 * state (a trip the wrong way round, then Clear filters) are in the accessibility walk
 * (a11y.spec.ts); matching and sorting in Vitest (src/features/buses/model,
 * find-a-trip.test.tsx, buses-screen.test.tsx).
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Buses' }).getByRole('article')
const field = (page: Page, name: 'From' | 'To') => page.getByRole('combobox', { name })
const sortBy = (page: Page) => page.getByRole('combobox', { name: 'Sort by' })
const count = (page: Page) => page.locator('.bus-results__count')

async function expectNames(page: Page, names: string[]) {
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(names)
}

/** The search in the address bar, without the QA panel's switch. */
function searchOf(page: Page): Record<string, string> {
  const params = new URL(page.url()).searchParams
  params.delete('mockPanel')
  return Object.fromEntries(params)
}

test('/buses (mock backend in the browser): a card per sample bus, its picture from the API base; the search lives in the URL (typing, Back, reload, a shared link); a seat booked on a bus it found', async ({
  page,
}) => {
  const dialogs = recordDialogs(page, () => '2')
  await signInThroughApi(page, { user: 'amina' })
  await page.goto('/buses?mockPanel=off')
  // A card per sample bus: its route, its price, Book Seat, and a picture that comes from the API
  // base and really decodes.
  await expect(cards(page)).toHaveCount(5)
  const first = cards(page).first()
  await expect(first.getByText('Route')).toBeVisible()
  await expect(first.getByText(/^KES \d{1,3}(,\d{3})*$/)).toBeVisible()
  await expect(first.getByRole('button', { name: 'Book Seat' })).toBeEnabled()
  const image = first.getByRole('img')
  await expect(image).toHaveAttribute('src', /^http:\/\/localhost:5500\/images\//)
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)

  // The search lives in the URL.
  await field(page, 'From').pressSequentially('Nairobi')
  await expect.poll(() => searchOf(page)).toEqual({ from: 'Nairobi' })
  await page.keyboard.press('Tab')
  await field(page, 'To').pressSequentially('Kis')
  await expect.poll(() => searchOf(page)).toEqual({ from: 'Nairobi', to: 'Kis' })
  await expectNames(page, ['Lake Shuttle'])
  await expect(count(page)).toHaveText('1 bus')
  await sortBy(page).selectOption({ label: 'Lowest price' })
  await expect.poll(() => searchOf(page)).toEqual({ from: 'Nairobi', to: 'Kis', sort: 'price-asc' })

  await page.reload()
  await expect(field(page, 'From')).toHaveValue('Nairobi')
  await expect(field(page, 'To')).toHaveValue('Kis')
  await expect(sortBy(page)).toHaveValue('price-asc')
  await expectNames(page, ['Lake Shuttle'])

  // Back: one step per committed field or choice, never one per letter.
  await page.goBack()
  await expect(sortBy(page)).toHaveValue('departure')
  await expect(field(page, 'To')).toHaveValue('Kis')
  await page.goBack()
  await expect(field(page, 'To')).toHaveValue('')
  await expect(field(page, 'From')).toHaveValue('Nairobi')
  await expect(cards(page)).toHaveCount(5)
  await page.goBack()
  await expect(field(page, 'From')).toHaveValue('')
  expect(searchOf(page)).toEqual({})

  await page.goto('/buses?from=nai&to=Malindi&sort=price-desc&free=true&mockPanel=off')
  await expectNames(page, ['Malindi Sun Coach'])
  await expect(field(page, 'To')).toHaveValue('Malindi')
  await expect(page.getByRole('checkbox', { name: 'Only buses with free seats' })).toBeChecked()

  // A seat booked on a bus found by the search.
  await page.goto('/buses?to=nakuru&mockPanel=off')
  await expectNames(page, ['Flamingo Shuttle'])
  const card = page.getByRole('article', { name: 'Flamingo Shuttle' })
  const seats = card.getByText('Seats Available').locator('xpath=following-sibling::dd')
  await expect(seats).toHaveText('8')
  await card.getByRole('button', { name: 'Book Seat' }).click()
  await expect(seats).toHaveText('6')
  // The booking's message covers the card until it is dismissed.
  await card.getByRole('button', { name: 'Dismiss message' }).click()
  await expect(card.getByText('6 left')).toBeVisible()
  // One prompt for the seat count (its wording is Book Seat's, docs/product.md#booking-a-seat).
  expect(dialogs).toEqual([expect.stringContaining('8 available')])
  // The search stays as it was.
  await expect(field(page, 'To')).toHaveValue('nakuru')
  await expect(cards(page)).toHaveCount(1)
})

/** The production build, prerendered; the bus list is answered here with the sample buses. */
test.describe("Home's search on the prerendered production build", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(`${mockServerUrl}/api/buses/`, (route) => route.fulfill({ json: sampleBuses }))
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the prerendered form is a plain GET to /buses', async ({ page }) => {
      await page.goto(`${realAppUrl}/`)
      const search = page.getByRole('search', { name: 'Find a bus' })
      await search.getByRole('textbox', { name: 'From' }).fill('Nairobi')
      await search.getByRole('textbox', { name: 'To' }).fill('Homa Bay')
      await search.getByRole('button', { name: 'Search buses' }).click()
      await expect(page).toHaveURL(`${realAppUrl}/buses?from=Nairobi&to=Homa+Bay`)
      await expect(page.getByText('Loading buses...')).toBeVisible()
    })
  })

  test('keeps what was typed before the app started, then searches through the router', async ({
    page,
  }) => {
    const startApp = await openWithAppHeld(page, `${realAppUrl}/`)
    const search = page.getByRole('search', { name: 'Find a bus' })
    await search.getByRole('textbox', { name: 'From' }).fill('Nairobi')
    await search.getByRole('textbox', { name: 'To' }).fill('Kis')
    await page.evaluate(() => Object.assign(window, { samePage: true }))

    startApp()
    // createRoot marks its container: the app has taken the page over.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    )
    await expect(search.getByRole('textbox', { name: 'From' })).toHaveValue('Nairobi')
    await expect(search.getByRole('textbox', { name: 'To' })).toHaveValue('Kis')
    await expect(search.getByRole('textbox', { name: 'To' })).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`${realAppUrl}/buses?from=Nairobi&to=Kis`)
    await expectNames(page, ['Lake Shuttle'])
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  })
})
