import type { Browser } from '@playwright/test'

export interface PageSnapshot {
  rootHtml: string
  title: string
  /** Paths of the module scripts and stylesheets the page loaded. */
  scripts: string[]
  stylesheets: string[]
}

/**
 * Chunks the app loads only once it has started (the service worker's registration,
 * src/start-app.tsx): they are never preloaded with the first screen.
 */
const afterStartModules = /\/assets\/(service-worker|workbox-window)[.-]/

/**
 * Opens a path of the served build at a phone's size, in English whatever this machine's own
 * language (docs/i18n.md#prerendered-pages), with the API never answering (the state every
 * visitor first sees), and returns #root once `readyText` shows.
 */
export async function snapshotPage(
  browser: Browser,
  serverUrl: string,
  route: { path: string; readyText: string },
): Promise<PageSnapshot> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: 'en-KE',
  })
  try {
    await context.route(
      (url) => !url.href.startsWith(serverUrl),
      () => {},
    )
    const page = await context.newPage()
    const scripts = new Set<string>()
    const stylesheets = new Set<string>()
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.resourceType() === 'script' && !afterStartModules.test(path)) scripts.add(path)
      if (request.resourceType() === 'stylesheet') stylesheets.add(path)
    })
    await page.goto(`${serverUrl}${route.path}`)
    await page.getByText(route.readyText).first().waitFor()
    return {
      rootHtml: await page.$eval('#root', (root) => root.innerHTML),
      title: await page.title(),
      scripts: [...scripts],
      stylesheets: [...stylesheets],
    }
  } finally {
    await context.close()
  }
}
