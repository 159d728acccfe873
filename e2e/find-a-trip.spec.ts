import type { Page } from '@playwright/test'
import { expect, recordDialogs, test } from './fixtures'
import { realAppUrl } from './servers'
import { signInThroughApi } from './session-helpers'

/**
 * Finding a trip (docs/product.md#finding-a-trip) in a real browser: the URL as the one place the
 * search lives, booking from a filtered list, and Home's search on the prerendered production
 * build without JavaScript. The filtered and the empty state are in the accessibility walk
 * (a11y.spec.ts); matching, sorting, the cards and one history entry per field in Vitest
 * (src/features/buses/model, find-a-trip.test.tsx, buses-screen.test.tsx); Home's search typed
 * before the app starts in real-http/hydration.spec.ts.
 */

const cards = (page: Page) => page.getByRole('list', { name: 'Buses' }).getByRole('article')
const field = (page: Page, name: 'From' | 'To') => page.getByRole('combobox', { name })
const sortBy = (page: Page) => page.getByRole('combobox', { name: 'Sort by' })

async function expectNames(page: Page, names: string[]) {
  await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText(names)
}

/** The search in the address bar, without the QA panel's switch. */
function searchOf(page: Page): Record<string, string> {
  const params = new URL(page.url()).searchParams
  params.delete('mockPanel')
  return Object.fromEntries(params)
}

test('/buses (mock backend in the browser): the search lives in the URL (typing, reload, Back, a shared link); a seat booked on a bus it found', async ({
  page,
}) => {
  const dialogs = recordDialogs(page, () => '2')
  await signInThroughApi(page, { user: 'amina' })
  await page.goto('/buses?mockPanel=off')
  await expect(cards(page)).toHaveCount(5)

  await field(page, 'From').pressSequentially('Nairobi')
  await expect.poll(() => searchOf(page)).toEqual({ from: 'Nairobi' })
  await page.keyboard.press('Tab')
  await field(page, 'To').pressSequentially('Kis')
  await expect.poll(() => searchOf(page)).toEqual({ from: 'Nairobi', to: 'Kis' })
  await expectNames(page, ['Lake Shuttle'])
  await expect(page.locator('.bus-results__count')).toHaveText('1 bus')
  await sortBy(page).selectOption({ label: 'Lowest price' })
  await expect.poll(() => searchOf(page)).toEqual({ from: 'Nairobi', to: 'Kis', sort: 'price-asc' })

  await page.reload()
  await expect(field(page, 'From')).toHaveValue('Nairobi')
  await expect(field(page, 'To')).toHaveValue('Kis')
  await expect(sortBy(page)).toHaveValue('price-asc')
  await expectNames(page, ['Lake Shuttle'])
  // The browser's Back (one step per field or choice: find-a-trip.test.tsx).
  await page.goBack()
  await expect(sortBy(page)).toHaveValue('departure')
  await expect(field(page, 'To')).toHaveValue('Kis')

  // A shared link; a seat booked on the bus it finds.
  await page.goto('/buses?to=nakuru&free=true&mockPanel=off')
  await expectNames(page, ['Flamingo Shuttle'])
  await expect(page.getByRole('checkbox', { name: 'Only buses with free seats' })).toBeChecked()
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

test.describe("Home's search on the prerendered production build, without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test('is a plain GET to /buses', async ({ page }) => {
    await page.goto(`${realAppUrl}/`)
    const search = page.getByRole('search', { name: 'Find a bus' })
    await search.getByRole('textbox', { name: 'From' }).fill('Nairobi')
    await search.getByRole('textbox', { name: 'To' }).fill('Homa Bay')
    await search.getByRole('button', { name: 'Search buses' }).click()
    await expect(page).toHaveURL(`${realAppUrl}/buses?from=Nairobi&to=Homa+Bay`)
    await expect(page.getByText('Loading buses...')).toBeVisible()
  })
})
