import type { Page } from '@playwright/test'

/**
 * Holds the production build's start-up module until the returned function is called, so a test
 * can act on the prerendered HTML before the app takes the page over. A request held when the
 * page navigates away is dropped, so continuing it then fails, as expected.
 */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/start-app-*.js', async (route) => {
    await released
    await route.continue().catch(() => undefined)
  })
  return release
}
