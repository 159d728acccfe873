import { describe, expect, it } from 'vitest'
import { composePage, linkTags } from './html-page'

const template = `<!doctype html>
<html>
  <head>
    <meta name="description" content="Book bus seats" />
    <title>Matatu</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/libraries-f.js">
    <link rel="stylesheet" crossorigin href="/assets/style-g.css">
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
}

describe('composePage', () => {
  const html = composePage(template, {
    language: 'sw',
    rootHtml: '<main><h1>Mabasi yaliyopo</h1></main>',
    title: 'Mabasi · Matatu',
    description: 'Weka nafasi',
    fetchPreload: 'http://localhost:5500/api/buses/',
    modules: ['/assets/start-app-c.js', '/assets/buses-d.js'],
    routerState: '/assets/router-state-e.js',
  })
  const head = new DOMParser().parseFromString(html, 'text/html').head

  it('puts in the first screen, its language, title, description, state and preloads; the stylesheet first', () => {
    expect(html).toContain('<div id="root"><main><h1>Mabasi yaliyopo</h1></main></div>')
    expect(html).toContain('<html lang="sw">')
    expect(html).toContain('<title>Mabasi · Matatu</title>')
    expect(html).toContain('<meta name="description" content="Weka nafasi" />')
    expect(html).not.toContain('Book bus seats')
    // What the first paint needs comes before the code, which would otherwise take all six
    // connections of an HTTP/1.1 host first. The router's state runs before the entry: a
    // deferred classic script ahead of it. The data and the modules are requested with the HTML.
    expect([...head.children].slice(2).map((tag) => tag.outerHTML)).toEqual([
      '<link rel="stylesheet" crossorigin="" href="/assets/style-g.css">',
      '<script defer="" src="/assets/router-state-e.js"></script>',
      '<script type="module" crossorigin="" src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin="" href="/assets/libraries-f.js">',
      '<link rel="preload" as="fetch" crossorigin="" href="http://localhost:5500/api/buses/">',
      '<link rel="modulepreload" crossorigin="" href="/assets/start-app-c.js">',
      '<link rel="modulepreload" crossorigin="" href="/assets/buses-d.js">',
    ])
    // No inline script: the Content-Security-Policy allows none.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    expect(html).not.toContain('<template')
  })

  it("puts React's preloads (a Link header) into the head as links; none, nor state, without", () => {
    const withPicture = composePage(template, {
      ...barePage,
      preloads: '</slides/first.svg>; rel=preload; as="image"; fetchpriority="high"',
    })
    // Before the entry, so the code does not take every connection of an HTTP/1.1 host first.
    const head = withPicture.slice(0, withPicture.indexOf('</head>'))
    expect(head).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/slides/first.svg">\n    <script type="module" crossorigin src="/assets/index-a.js">',
    )
    const bare = composePage(template, barePage)
    expect(bare).not.toContain('rel="preload"')
    expect(bare.match(/<script\b/g)).toHaveLength(1)
  })
})

it('linkTags: writes each reference of a Link header as a <link>, commas inside quotes and all', () => {
  const header =
    '</a.jpg>; rel=preload; as="image"; fetchpriority="high", ' +
    '</b.jpg>; rel=preload; as="image"; imagesrcset="/b.jpg 1x, /b-2x.jpg 2x"'
  expect(linkTags(header)).toEqual([
    '<link rel="preload" as="image" fetchpriority="high" href="/a.jpg">',
    '<link rel="preload" as="image" imagesrcset="/b.jpg 1x, /b-2x.jpg 2x" href="/b.jpg">',
  ])
  expect(linkTags('')).toEqual([])
})
