import type { Page } from '@playwright/test'
import { viewports } from '../a11y-helpers'
import { expect, recordDialogs, recordRequests, test } from '../fixtures'
import { mockServerUrl } from '../servers'
import { signInThroughApi } from '../session-helpers'
import { resetMockBackend, takeSeatsElsewhere } from './mock-backend'
import { busCard, factOf, pdfPages, recordSharesAndPersist } from './page-helpers'

/**
 * From the bus list to the bus door on the production build over real HTTP: honest seat counts,
 * the first screen on a phone, and the guest's summary (docs/product.md#booking-a-seat,
 * #finding-a-trip, #payment). The booking message on a phone is booking-confirmation.spec.ts's,
 * the way back kept through registering book-after-login.spec.ts's, Share on a ticket ticket.spec.ts's.
 */

const seatsOf = (page: Page, name: string) => factOf(busCard(page, name), 'Seats Available')

test.beforeEach(resetMockBackend)

test.describe('honest seats', () => {
  test('a fresh list offers its own count at once, asking the server nothing; older than 30 s it is read again: the count another traveller left is what the prompt offers; booking asks persist()', async ({
    page,
    mockServer,
  }) => {
    const { persisted } = await recordSharesAndPersist(page)
    // The fresh list's question is cancelled; the one after 30 s is answered.
    const dialogs = recordDialogs(page, (message) => (message.includes(' 8 ') ? false : '1'))
    await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
    // A clock the test can move on: it runs at the page's own pace until then.
    await page.clock.install()
    await page.goto('/buses')
    await expect(seatsOf(page, 'Flamingo Shuttle')).toHaveText('8')
    const reads = recordRequests(page, (request) =>
      new URL(request.url()).pathname === '/api/buses/' ? request.url() : undefined,
    )
    await takeSeatsElsewhere(page.request, mockServer, 5, 7)
    const bookSeat = busCard(page, 'Flamingo Shuttle').locator('.bus-card__book')

    // fresh: its own count, nothing asked
    await bookSeat.click()
    await expect.poll(() => dialogs).toEqual(['How many seats? 8 available at KES 600 each.'])
    expect(reads).toEqual([])

    // older than 30 s: read again
    await page.clock.fastForward('00:31')
    await bookSeat.click()
    await expect(busCard(page, 'Flamingo Shuttle').locator('.bus-card__message')).toContainText(
      'Booked 1 seat on Flamingo Shuttle · KES 600',
    )
    expect(dialogs.slice(1)).toEqual(['How many seats? 1 available at KES 600 each.'])
    // Under the message meanwhile, the button already says the bus is full.
    await expect(bookSeat).toHaveText('Fully Booked')
    await expect(bookSeat).toBeDisabled()
    expect(await persisted()).toEqual(['/buses'])
  })

  test('the list refreshes when the page comes back into view, and when the connection returns', async ({
    page,
    context,
    mockServer,
  }) => {
    await page.goto('/buses')
    await expect(seatsOf(page, 'Coast Express')).toHaveText('25')

    await takeSeatsElsewhere(page.request, mockServer, 1, 5)
    // What the browser fires when the tab or the app comes back into view (it bubbles to window).
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    )
    await expect(seatsOf(page, 'Coast Express')).toHaveText('20')

    await context.setOffline(true)
    await takeSeatsElsewhere(page.request, mockServer, 1, 4)
    await context.setOffline(false)
    await expect(seatsOf(page, 'Coast Express')).toHaveText('16')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone, hasTouch: true, isMobile: true })

  test('at 360×740 the first card down to Book Seat shows without scrolling; sort and filter are one tap away', async ({
    page,
  }) => {
    await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
    await page.goto('/buses')
    const first = page.getByRole('list', { name: 'Buses' }).getByRole('article').first()
    for (const part of [
      page.getByRole('heading', { level: 1, name: 'Available Buses' }),
      page.getByLabel('From', { exact: true }),
      page.getByLabel('To', { exact: true }),
      first.getByRole('heading', { name: 'Coast Express' }),
      factOf(first, 'Departure'),
      factOf(first, 'Price'),
      first.getByRole('button', { name: 'Book Seat' }),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 })
    }
    const toggle = page.getByRole('button', { name: 'Sort and filter' })
    await expect(toggle).toBeInViewport({ ratio: 1 })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByLabel('Sort by')).toBeHidden()
    await toggle.tap()
    await expect(page.getByLabel('Sort by')).toBeVisible()
    await expect(page.getByLabel('Only buses with free seats')).toBeVisible()
  })
})

test("the guest's summary: without Web Share, Copy puts the trip on the clipboard and WhatsApp carries it; it survives a reload and prints on one page without top bar or footer", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'))
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
  const text =
    'My Matatu booking\nBus: Modern Bus\nRoute: Nairobi → Mombasa & Malindi\nSeat: A12\nTotal: KES 700'
  // The disclosure itself (focus, SMS, Escape): src/components/share-button.test.tsx.
  const options = page.getByRole('group', { name: 'Share with' })
  await expect(options.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(text)}`,
  )
  expect(encodeURIComponent(text)).toContain('Mombasa%20%26%20Malindi')
  await options.getByRole('button', { name: 'Copy' }).click()
  await expect(options.getByRole('status')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text)

  await page.reload()
  await expect(summary).toBeVisible()
  await expect(factOf(summary, 'Passenger')).toHaveText('Amina Otieno')

  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('.top-bar')).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  await expect(summary).toBeVisible()
  expect(pdfPages(await page.pdf({ format: 'A4' }))).toBe(1)
})
