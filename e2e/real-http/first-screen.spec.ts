import perfBudgets from '../../perf/budgets.json' with { type: 'json' }
import { emulateSlowPhone, phoneScreen } from '../slow-phone'
import { mockServerUrl } from '../servers'
import { expect, recordRequests, test } from '../fixtures'
import { holdAppStart, openWithAppHeld } from '../hold-app-start'
import { recordLayoutShifts, sumOf } from './layout-shifts'
import { resetMockBackend } from './mock-backend'

/**
 * The prerendered first screens on a slow phone (6x CPU, 150 ms, 1.6 Mbps): every control that
 * shows works at once, and /buses fetches its data once and shows its cards without a shift,
 * also with the data saver on.
 */
test.describe('prerendered first screens on a slow phone', () => {
  test.use({ viewport: phoneScreen, hasTouch: true, isMobile: true })
  test.setTimeout(90_000)

  test.beforeEach(resetMockBackend)

  test('Book Now! tapped the moment it shows reaches the booking form as a guest', async ({
    page,
  }) => {
    await emulateSlowPhone(page, 6)
    const startApp = await holdAppStart(page)
    await page.goto('/', { waitUntil: 'commit' })
    const bookNow = page.getByText('Book Now!', { exact: true })
    await bookNow.waitFor()
    // The tap lands on the prerendered HTML, before the app has taken over.
    expect(await page.evaluate(() => 'appRunning' in document.documentElement.dataset)).toBe(false)
    await bookNow.tap()
    startApp()

    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Matatu' })).toBeVisible({
      timeout: 45_000,
    })
    await expect(page).toHaveURL((url) => url.pathname === '/bookingform' && url.search === '')
    expect(await page.evaluate(() => localStorage.getItem('isGuest'))).toBe('true')
  })

  test('the slider controls keep their place but show only once the app can carry them out', async ({
    page,
  }) => {
    await emulateSlowPhone(page, 6)
    // The HTML arrives in pieces on a slow network, its stylesheets after it: measure the
    // controls once it is all parsed and styled, as the phone first paints it.
    const startApp = await openWithAppHeld(page, '/')
    const pause = page.getByRole('button', { name: 'Pause slideshow' })
    const controls = page.locator('.hero-slider__controls')
    expect(await page.evaluate(() => 'appRunning' in document.documentElement.dataset)).toBe(false)
    // Hidden on the prerendered HTML, where a tap on them could do nothing, but in place.
    expect(await pause.isHidden()).toBe(true)
    const before = await controls.evaluate((element) => element.getBoundingClientRect().height)
    expect(before).toBeGreaterThan(0)

    startApp()
    await expect(pause).toBeVisible({ timeout: 45_000 })
    expect(await controls.evaluate((element) => element.getBoundingClientRect().height)).toBe(
      before,
    )
    const third = page.getByRole('button', { name: 'Show slide 3 of 3' })
    await third.tap()
    await expect(third).toHaveAttribute('aria-current', 'true')
    await pause.tap()
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('/buses asks the server for the bus list once; nothing moves from the first paint, as the app hydrates and its cards arrive', async ({
    page,
    context,
  }) => {
    const busListCalls: string[] = []
    context.on('request', (request) => {
      if (request.url() === `${mockServerUrl}/api/buses/`) busListCalls.push(request.method())
    })
    await emulateSlowPhone(page, 6)
    const startApp = await holdAppStart(page)
    // Every layout shift from the first paint on: the app's hydration and the cards' arrival.
    const shifts = await recordLayoutShifts(page)
    await page.goto('/buses', { waitUntil: 'commit' })
    await expect(page.getByText('Loading buses...')).toBeVisible({ timeout: 45_000 })
    // The search needs the app: it keeps its place, hidden until then.
    await expect(page.getByRole('combobox', { name: 'From' })).toBeHidden()
    startApp()
    const cards = page.getByRole('list', { name: 'Buses' }).getByRole('article')
    await expect(cards).toHaveCount(5, { timeout: 45_000 })
    await expect(page.getByRole('button', { name: 'Book Seat' }).first()).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'From' })).toBeVisible()
    // nothing moves
    expect(await shifts()).toEqual([])
    // once
    await page.waitForLoadState('networkidle')
    expect(busListCalls).toEqual(['GET'])
  })

  // The data saver (docs/product.md#data-saver): its boxes take the pictures' place, so the
  // page stays as steady as with pictures (the bench's CLS budget), and no picture is requested.
  test('/buses with the browser asking to save data: no picture, and steady', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => Object.assign(new EventTarget(), { saveData: true }),
      })
    })
    const shifts = await recordLayoutShifts(page)
    const pictures = recordRequests(page, (request) =>
      request.url().startsWith(`${mockServerUrl}/images/`) ? request.url() : undefined,
    )
    await emulateSlowPhone(page, 4)
    await page.goto('/buses', { waitUntil: 'commit' })
    const list = page.getByRole('list', { name: 'Buses' })
    await expect(list.getByRole('button', { name: /^Show picture of/ })).toHaveCount(5, {
      timeout: 45_000,
    })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForLoadState('networkidle')
    expect(sumOf(await shifts())).toBeLessThanOrEqual(perfBudgets.budgets.cls)
    expect(pictures).toEqual([])
  })
})
