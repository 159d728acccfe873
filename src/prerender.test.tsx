import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { prerenderPage } from './prerender'
import { createQueryClient } from './lib/query-client'
import { createAppRouter } from './router'
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

// The page's CSP runs no inline script, so the router's dehydrated state goes out as a file
// (scripts/prerender.ts); the router's own client entry must take it from there as it would
// from an inline script.
describe("the router's state for hydration", () => {
  it("is what the router's client entry hydrates from, run as the page runs it", async () => {
    const { routerState } = await prerenderPage('/buses', 'en')
    // Run as the page runs it: a classic script, whose globals are the window's.
    const page = { document: { currentScript: { previousElementSibling: null, remove() {} } } }
    runInNewContext(routerState, Object.assign(page, { self: page }))
    Object.assign(window, { $_TSR: (page as { $_TSR?: unknown }).$_TSR })
    onTestFinished(() => {
      Reflect.deleteProperty(window, '$_TSR')
    })
    const router = createAppRouter(
      createQueryClient(),
      createMemoryHistory({ initialEntries: ['/buses'] }),
    )
    await hydrate(router)
    // Without the state, hydrate throws (it found no bootstrap data).
    expect(router.state.matches.map(({ routeId }) => routeId)).toEqual(['__root__', '/buses'])
    expect(router.state.matches[0]?.status).toBe('success')
  })
})
