import { runInThisContext } from 'node:vm'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { attachRouterServerSsrUtils } from '@tanstack/react-router/ssr/server'
import { prerenderedPages, prerenderPage } from './prerender'
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
  it('renders the pages the routes ask for (with their calls); their preloads as a Link header', async () => {
    expect(prerenderedPages()).toEqual([{ path: '/' }, { path: '/buses', data: 'api/buses/' }])
    // The page's preloads as a Link header, and HTML without them.
    const page = await prerenderPage('/', 'en')
    expect(page.preloads).toMatch(/^<\/slides\/[^>]+\.svg>; rel=preload; as="image"/)
    expect(page.preloads).toContain('fetchpriority="high"')
    expect(page.rootHtml).toContain('<div class="app">')
    expect(page.rootHtml).not.toContain('<link')
  })
})

/**
 * The router's server utilities are experimental (shared with TanStack Start): an upgrade that
 * renames or drops one fails here, with the reason (docs/architecture.md, the exceptions).
 */
describe("the router's server utilities the prerender relies on", () => {
  it('are still there', () => {
    const router = createAppRouter(createQueryClient(), createMemoryHistory())
    attachRouterServerSsrUtils({ router, manifest: undefined })
    const relied = ['dehydrate', 'setRenderFinished', 'takeInitialHydrationScriptTags', 'cleanup']
    const serverSsr = router.serverSsr as Record<string, unknown> | undefined
    const missing = relied.filter((name) => typeof serverSsr?.[name] !== 'function')
    expect(missing, 'router.serverSsr lacks what src/prerender.tsx calls').toEqual([])
  })
})

/**
 * A browser's router for a prerendered `path`, its state file run as the page runs it (a classic
 * script in the window's scope, `document.currentScript` its element); its globals go at the end.
 */
async function routerOfPrerenderedPage(path: string) {
  const { routerState } = await prerenderPage(path, 'en')
  const before = new Set(Object.keys(window))
  const script = document.head.appendChild(document.createElement('script'))
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
  runInThisContext(routerState)
  Reflect.deleteProperty(document, 'currentScript')
  onTestFinished(() => {
    for (const key of Object.keys(window)) if (!before.has(key)) Reflect.deleteProperty(window, key)
    delete document.documentElement.dataset.routerState
  })
  // What src/main.tsx reads to hydrate rather than render afresh.
  expect(document.documentElement.dataset.routerState).toBe('')
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
