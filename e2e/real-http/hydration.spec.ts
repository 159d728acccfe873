import { mockServerUrl } from '../servers'
import { expect, test } from '../fixtures'
import { openWithAppHeld } from '../hold-app-start'
import { signInThroughApi } from '../session-helpers'
import { waitForServiceWorker } from '../stored-data'
import { resetMockBackend } from './mock-backend'

/** Marks the prerendered nodes a test checks, before the app starts. */
function markPrerendered(selectors: string[]) {
  for (const selector of selectors) {
    document.querySelector(selector)?.setAttribute('data-prerendered-node', selector)
  }
  Object.assign(window, {
    __prerenderedNodes: selectors.map((selector) => document.querySelector(selector)),
  })
}

/** True when every marked node is still the one on the page, and none was re-created. */
function sameNodes(selectors: string[]) {
  const kept = (window as unknown as { __prerenderedNodes: (Element | null)[] }).__prerenderedNodes
  return selectors.every(
    (selector, index) => kept[index] !== null && document.querySelector(selector) === kept[index],
  )
}

/** True once the router has hydrated from the page's state and loaded (src/start-app.tsx). */
function routeHydrated() {
  return performance.getEntriesByName('matatu:route-loaded').length > 0
}

/**
 * React hydrates the prerendered pages: it keeps their nodes, pictures and typed text. A
 * mismatch between the HTML and the app's first render is reported by React as an uncaught
 * error, which fails every browser test (e2e/fixtures.ts); the last test proves it would.
 */
test.describe('the app hydrates the prerendered pages', () => {
  test.beforeEach(resetMockBackend)

  test('/ keeps its nodes, its hero picture and what was typed before the app started', async ({
    page,
  }) => {
    const startApp = await openWithAppHeld(page, '/')
    const nodes = ['h1', '.hero-slider img', 'input[name="from"]', '.top-bar']
    await page.evaluate(markPrerendered, nodes)
    await page.getByRole('textbox', { name: 'From' }).fill('Nai')
    await page.getByRole('textbox', { name: 'To' }).fill('Kisu')
    startApp()

    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
    expect(await page.evaluate(sameNodes, nodes)).toBe(true)
    await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('Nai')
    await expect(page.getByRole('textbox', { name: 'To' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/buses\?from=Nai&to=Kisu$/)
  })

  // The list's frame while loading is the route's pending view: when the list arrives, the
  // route's own view takes its place (with the same header, so nothing moves).
  test('/buses?from=Nairobi keeps the page around the list, then shows the search and the cards', async ({
    page,
  }) => {
    const startApp = await openWithAppHeld(page, '/buses?from=Nairobi')
    const nodes = ['.top-bar', '.top-bar a[href="/buses"]', 'footer']
    await page.evaluate(markPrerendered, nodes)
    startApp()

    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Nairobi')
    await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).not.toHaveCount(0)
    expect(await page.evaluate(sameNodes, nodes)).toBe(true)
  })

  // On a slow phone the prerendered page is read, and scrolled, for seconds before the app runs.
  for (const path of ['/', '/buses?from=Nairobi']) {
    test(`${path}: the app taking over keeps where the traveller scrolled to`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      const startApp = await openWithAppHeld(page, path)
      await page.evaluate(() => window.scrollTo(0, 200))
      startApp()

      // The router's first render (where it restores the scroll) is in the commit that marks
      // the page as the app's.
      await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
      expect(await page.evaluate(() => window.scrollY)).toBe(200)
    })
  }

  test('a signed-in traveller gets the signed-in top bar once the page is hydrated', async ({
    page,
  }) => {
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl, reload: false })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0)
  })

  // Each of these would make the first render differ from the HTML (an uncaught error #418).
  test('in a year after the build, the footer shows this year once hydrated', async ({ page }) => {
    const nextYear = new Date().getFullYear() + 1
    await page.clock.setFixedTime(new Date(`${nextYear}-01-02T09:00:00`))
    await page.goto('/')
    await expect(page.getByText(`© ${nextYear} Matatu`)).toBeVisible()
  })

  test('with reduced motion, the home slider is hydrated, then paused', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test.describe('in the installed app', () => {
    test.use({ serviceWorkers: 'allow' })

    test('offline with nothing saved, /buses hydrates and waits for the connection', async ({
      page,
      context,
    }) => {
      await page.goto('/')
      await waitForServiceWorker(page)
      await context.setOffline(true)
      await page.goto('/buses')
      await expect(
        page.getByText('You are offline. This page will load when you are back online.'),
      ).toBeVisible()
      // From the router's state the service worker keeps, not rendered afresh without it.
      expect(await page.evaluate(routeHydrated)).toBe(true)
      await context.setOffline(false)
      await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5)
    })
  })

  // The router's state is a file of its own (the CSP runs no inline script), so it can fail to
  // arrive where the page did.
  test('a page whose router state did not arrive is rendered afresh and works', async ({
    page,
  }) => {
    await page.route(/\/assets\/router-state-[\w-]+\.js$/, (route) => route.abort())
    await page.goto('/buses')
    await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5)
    await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
    expect(await page.evaluate(routeHydrated)).toBe(false)
  })

  test('HTML that does not match the first render is reported as an uncaught error', async ({
    page,
    pageErrors,
  }) => {
    await page.route('/', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('Book Now!', 'Something else')
      await route.fulfill({ response, body: html })
    })
    await page.goto('/')
    await expect.poll(() => pageErrors.length).toBeGreaterThan(0)
    expect(pageErrors[0]?.message).toMatch(/Minified React error #418/)
    // This test's purpose is that error: the fixture's check after it must pass.
    pageErrors.length = 0
  })
})
