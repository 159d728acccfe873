import { describe, expect, it } from 'vitest'
import { composePage, linkTags } from './html-page'

const template = `<!doctype html>
<html>
  <head>
    <meta name="description" content="Book bus seats" />
    <title>Matatu</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

/** A page with nothing but its text: no stylesheet, preload or module. */
const barePage = {
  language: 'en',
  rootHtml: '<main></main>',
  title: 'Matatu',
  description: 'Book bus seats',
  stylesheets: [],
}

describe('composePage', () => {
  const html = composePage(template, {
    language: 'sw',
    rootHtml: '<main><h1>Mabasi yaliyopo</h1></main>',
    title: 'Mabasi · Matatu',
    description: 'Weka nafasi',
    stylesheets: ['/assets/buses-b.css'],
    fetchPreload: 'http://localhost:5500/api/buses/',
    modules: ['/assets/start-app-c.js', '/assets/buses-d.js'],
    routerState: '/assets/router-state-e.js',
  })

  it('puts the first screen, its language, title, description and stylesheet into the page', () => {
    expect(html).toContain('<div id="root"><main><h1>Mabasi yaliyopo</h1></main></div>')
    expect(html).toContain('<html lang="sw">')
    expect(html).toContain('<title>Mabasi · Matatu</title>')
    expect(html).toContain('<meta name="description" content="Weka nafasi" />')
    expect(html).not.toContain('Book bus seats')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/buses-b.css">')
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin')
  })

  it("lists the router's state with what the page loads after its first paint, after the data", () => {
    expect(html).toMatch(
      /<template id="page-modules"><link rel="preload" as="fetch"[^>]*><script src="\/assets\/router-state-e\.js"><\/script><link rel="modulepreload"/,
    )
    expect(html.match(/<script\b/g)).toHaveLength(2)
  })

  it("puts React's preloads (a Link header) into the head as links", () => {
    const withPicture = composePage(template, {
      ...barePage,
      preloads: '</slides/first.svg>; rel=preload; as="image"; fetchpriority="high"',
    })
    const head = withPicture.slice(0, withPicture.indexOf('</head>'))
    expect(head).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/slides/first.svg">',
    )
  })

  it('lists the data, then the modules, in an inert template for the entry script, not as live preloads', () => {
    const document = new DOMParser().parseFromString(html, 'text/html')
    expect(
      document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]'),
    ).toHaveLength(0)
    const list = document.getElementById('page-modules')
    expect(list).toBeInstanceOf(HTMLTemplateElement)
    const links = [...(list as HTMLTemplateElement).content.querySelectorAll('link')]
    expect(
      links.map((link) => [
        link.rel,
        link.getAttribute('as'),
        link.getAttribute('href'),
        link.hasAttribute('crossorigin'),
      ]),
    ).toEqual([
      ['preload', 'fetch', 'http://localhost:5500/api/buses/', true],
      ['modulepreload', null, '/assets/start-app-c.js', true],
      ['modulepreload', null, '/assets/buses-d.js', true],
    ])
    // No inline script: the Content-Security-Policy allows none.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
  })

  it('adds no template for a page without modules', () => {
    expect(composePage(template, barePage)).not.toContain('page-modules')
  })
})

describe('linkTags', () => {
  it('writes each reference of a Link header as a <link>, commas inside quotes and all', () => {
    const header =
      '</a.jpg>; rel=preload; as="image"; fetchpriority="high", ' +
      '</b.jpg>; rel=preload; as="image"; imagesrcset="/b.jpg 1x, /b-2x.jpg 2x"'
    expect(linkTags(header)).toEqual([
      '<link rel="preload" as="image" fetchpriority="high" href="/a.jpg">',
      '<link rel="preload" as="image" imagesrcset="/b.jpg 1x, /b-2x.jpg 2x" href="/b.jpg">',
    ])
    expect(linkTags('')).toEqual([])
  })
})
