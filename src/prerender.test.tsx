import { afterEach, describe, expect, it } from 'vitest'
import { prerenderPage } from './prerender'
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
