import { mockServerUrl } from '../servers'
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
  test.beforeEach(async ({ request, page }) => {
    expect((await request.post(`${mockServerUrl}/__mock/reset`)).ok()).toBe(true)
    await page.addInitScript(() => {
      localStorage.setItem('language', 'sw')
      // The prerendered top bar, to check that the app keeps it.
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { __prerenderedBar: document.querySelector('header') }),
      )
    })
  })

  for (const [path, english, kiswahili] of [
    ['/', en('home_title'), sw('home_title')],
    ['/buses', en('buses_page_title'), sw('buses_page_title')],
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
      expect(
        await page.evaluate(
          () =>
            (window as { __prerenderedBar?: Element }).__prerenderedBar ===
            document.querySelector('header'),
        ),
      ).toBe(true)
    })
  }
})
