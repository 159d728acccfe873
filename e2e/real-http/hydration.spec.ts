import type { Page } from '@playwright/test'
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

  // Held while the traveller reads, types and scrolls (on a slow phone, for seconds). The router's
  // first render (where it restores the scroll) is in the commit that marks the page as the app's:
  // the scroll is read right after that commit, before a later render can change the page's
  // height (a filtered list shorter than its loading view).
  const scrolledAndHeld = async (page: Page, path: string, nodes: string[]) => {
    await page.setViewportSize({ width: 360, height: 740 })
    const startApp = await openWithAppHeld(page, path)
    await page.evaluate(markPrerendered, nodes)
    return async () => {
      await page.evaluate(() => {
        window.scrollTo(0, 200)
        new MutationObserver((_, observer) => {
          observer.disconnect()
          Object.assign(window, { __scrollAsAppRuns: window.scrollY })
        }).observe(document.documentElement, { attributeFilter: ['data-app-running'] })
      })
      startApp()
      await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
      expect(
        await page.evaluate(() => (window as { __scrollAsAppRuns?: number }).__scrollAsAppRuns),
      ).toBe(200)
    }
  }

  // Signed in, a year after the build and with reduced motion, the page differs from its HTML: the
  // first render must not (a mismatch is an uncaught error #418).
  test('/ keeps its nodes, its hero picture, what was typed and where it was scrolled to; signed in, a year after the build, with reduced motion: then the signed-in top bar, this year in the footer, the slider paused', async ({
    page,
  }) => {
    const nextYear = new Date().getFullYear() + 1
    await signInThroughApi(page, { apiBaseUrl: mockServerUrl, reload: false })
    await page.clock.setFixedTime(new Date(`${nextYear}-01-02T09:00:00`))
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const nodes = ['h1', '.hero-slider img', 'input[name="from"]', '.top-bar']
    const startApp = await scrolledAndHeld(page, '/', nodes)
    await page.getByRole('textbox', { name: 'From' }).fill('Nai')
    await page.getByRole('textbox', { name: 'To' }).fill('Kisu')
    await startApp()

    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    expect(await page.evaluate(sameNodes, nodes)).toBe(true)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0)
    await expect(page.getByText(`© ${nextYear} Matatu`)).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue('Nai')
    await expect(page.getByRole('textbox', { name: 'To' })).toBeFocused()
    // The prerendered form is a plain GET to /buses: once the app runs, the router answers it.
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/buses\?from=Nai&to=Kisu$/)
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  })

  // The list's frame while loading is the route's pending view: when the list arrives, the
  // route's own view takes its place (with the same header, so nothing moves).
  test('/buses?from=Nairobi keeps the page around the list and where it was scrolled to, then shows the search and the cards', async ({
    page,
  }) => {
    const nodes = ['.top-bar', '.top-bar a[href="/buses"]', 'footer']
    await (
      await scrolledAndHeld(page, '/buses?from=Nairobi', nodes)
    )()

    await expect(page.getByRole('combobox', { name: 'From' })).toHaveValue('Nairobi')
    await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).not.toHaveCount(0)
    expect(await page.evaluate(sameNodes, nodes)).toBe(true)
    // Still there once the list shows, as far down as the shorter page now goes.
    const { scrollY, bottom } = await page.evaluate(() => ({
      scrollY: window.scrollY,
      bottom: document.documentElement.scrollHeight - window.innerHeight,
    }))
    expect(scrollY).toBe(Math.min(200, bottom))
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
  test('a page whose router state did not arrive is rendered afresh and works; HTML that does not match the first render is reported as an uncaught error', async ({
    page,
    pageErrors,
  }) => {
    const routerState = /\/assets\/router-state-[\w-]+\.js$/
    await page.route(routerState, (route) => route.abort())
    await page.goto('/buses')
    await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5)
    await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
    expect(await page.evaluate(routeHydrated)).toBe(false)
    expect(pageErrors).toEqual([])

    // a mismatch
    await page.unroute(routerState)
    await page.route('/', async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace('Book Now!', 'Something else')
      await route.fulfill({ response, body: html })
    })
    await page.goto('/')
    await expect.poll(() => pageErrors.length).toBeGreaterThan(0)
    expect(pageErrors[0]?.message).toMatch(/Minified React error #418/)
    // That error is this check's purpose: the fixture's check after the test must pass.
    pageErrors.length = 0
  })
})
