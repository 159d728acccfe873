import { expect, test } from '../fixtures'
import { holdAppStart } from '../hold-app-start'
import { en, sw } from '../kiswahili-texts'

/**
 * The prerendered pages are in English (a static host cannot tell a traveller's language before
 * any script runs). A traveller who chose Kiswahili reads that English only until the app starts:
 * React hydrates the page in English, as it was built, and switches its texts to Kiswahili right
 * after, on the same nodes.
 */
test.describe('prerendered pages for a traveller who chose Kiswahili', () => {
  test.beforeEach(async ({ request, page, mockServer }) => {
    expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
    await page.addInitScript(() => {
      localStorage.setItem('language', 'sw')
      // The prerendered top bar and heading, to check that the app keeps them.
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, {
          __prerendered: {
            header: document.querySelector('header'),
            h1: document.querySelector('h1'),
          },
        }),
      )
    })
  })

  for (const [path, english, kiswahili, kept] of [
    // /buses: its heading belongs to the loading view, which the list's view replaces.
    ['/', en('home_title'), sw('home_title'), ['header', 'h1']],
    ['/buses', en('buses_page_title'), sw('buses_page_title'), ['header']],
  ] as const) {
    test(`${path}: English until the app starts, then Kiswahili on the same page`, async ({
      page,
    }) => {
      const startApp = await holdAppStart(page)
      await page.goto(path, { waitUntil: 'commit' })
      await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      startApp()

      await expect(page.getByRole('heading', { level: 1, name: kiswahili })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
      const keptNodes = await page.evaluate(
        (selectors) =>
          selectors.filter((selector) => {
            const { __prerendered } = window as { __prerendered?: Record<string, Element | null> }
            return __prerendered?.[selector] === document.querySelector(selector)
          }),
        [...kept],
      )
      expect(keptNodes).toEqual(kept)
    })
  }
})
