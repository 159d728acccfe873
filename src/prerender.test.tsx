import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { prerenderPage } from './prerender'
import { createQueryClient } from './lib/query-client'
import { createAppRouter, hydrateAppRouter } from './router'
import { getLocale, overwriteGetLocale } from './paraglide/runtime.js'

// prerenderPage tells Paraglide the page's language outright; later test files ask the page.
const askThePage = getLocale
afterEach(() => overwriteGetLocale(askThePage))

// React hands its preloads to `onHeaders` and then leaves them out of the HTML
// (https://react.dev/reference/react-dom/static/prerender#parameters): the prerender relies on
// both, so a React that changed either fails here.
describe('prerenderPage', () => {
  it("gives the page's preloads as a Link header, and HTML without them", async () => {
    const page = await prerenderPage('/', 'en')
    expect(page.preloads).toMatch(/^<\/slides\/[^>]+\.svg>; rel=preload; as="image"/)
    expect(page.preloads).toContain('fetchpriority="high"')
    expect(page.rootHtml).toContain('<div class="app">')
    expect(page.rootHtml).not.toContain('<link')
  })
})

/**
 * A browser's router for a prerendered `path`, with the state the build wrote for it run as the
 * page runs it: a classic script, whose globals are the window's.
 */
async function routerOfPrerenderedPage(path: string) {
  const { routerState } = await prerenderPage(path, 'en')
  const page = { document: { currentScript: { previousElementSibling: null, remove() {} } } }
  runInNewContext(routerState, Object.assign(page, { self: page }))
  Object.assign(window, { $_TSR: (page as { $_TSR?: unknown }).$_TSR })
  onTestFinished(() => {
    Reflect.deleteProperty(window, '$_TSR')
  })
  return createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [path] }))
}

// The page's CSP runs no inline script, so the router's dehydrated state goes out as a file
// (scripts/prerender.ts); the router's own client entry must take it from there as it would
// from an inline script.
describe("the router's state for hydration", () => {
  it("is what the router's client entry hydrates from, run as the page runs it", async () => {
    const router = await routerOfPrerenderedPage('/buses')
    await hydrate(router)
    // Without the state, hydrate throws (it found no bootstrap data).
    expect(router.state.matches.map(({ routeId }) => routeId)).toEqual(['__root__', '/buses'])
    expect(router.state.matches[0]?.status).toBe('success')
  })

  // The router counts a loading view's minimum from its hydration, though the prerendered one
  // has been on screen since the first paint: the first load runs without one (its gain is the
  // bench's, docs/performance.md), every later load with it.
  it('loads a page prerendered as loading with no minimum for its loading view, then puts it back', async () => {
    const router = await routerOfPrerenderedPage('/buses')
    const minimumOfEachLoad: unknown[] = []
    router.subscribe('onBeforeLoad', () =>
      minimumOfEachLoad.push(router.options.defaultPendingMinMs),
    )
    await hydrateAppRouter(router)
    await router.load()
    expect(minimumOfEachLoad).toEqual([0, 300])
  })
})
