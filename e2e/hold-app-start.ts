import type { Page } from '@playwright/test'

/**
 * Holds the app's entry module (Vite's `index-<hash>.js`) until the returned function is called,
 * so a test can act on the prerendered HTML before the app takes over, however fast the machine.
 * Releasing fails if nothing was held (the entry's name changed); a request held when the page
 * navigates away is dropped.
 */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release = () => {}
  let held = false
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    held = true
    await released
    await route.continue().catch(() => undefined)
  })
  return () => {
    if (!held) throw new Error('holdAppStart held nothing: no request for the entry module')
    release()
  }
}

/**
 * Opens `path` with the app's start held (holdAppStart), once its HTML is parsed and styled: the
 * load and DOMContentLoaded events wait for the entry module, so they do not come before the
 * release. Parsing can end before the stylesheet arrives, and a page without its styles has
 * other heights (a scroll made then is clamped or moved when the styles apply).
 */
export async function openWithAppHeld(page: Page, path: string): Promise<() => void> {
  const startApp = await holdAppStart(page)
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(
    () =>
      document.readyState !== 'loading' &&
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
  )
  return startApp
}
