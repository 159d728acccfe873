import LinkHeader from 'http-link-header'

/** What names a page in its language: `<html lang>`, `<title>` and the description. */
export interface PageHead {
  language: string
  title: string
  description: string
}

/** The template's head in the page's language. */
export function withHead(html: string, head: PageHead): string {
  if (!html.includes('<html>')) throw new Error('index.html must open with a bare <html>')
  return html
    .replace('<html>', `<html lang="${escapeAttribute(head.language)}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    )
}

interface PageParts extends PageHead {
  rootHtml: string
  /** React's preloads for the page (the first picture's), as an HTTP Link header's value. */
  preloads?: string
  /** An API call to start with the HTML instead of after the JavaScript. */
  fetchPreload?: string
  /** The route's modules this page runs, beyond those Vite already preloads for the entry. */
  modules?: string[]
  /** The router's state for hydration: a classic script that runs before the app starts. */
  routerState?: string
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;')
}

/** The <link> tags a Link header's value stands for (RFC 8288), one per reference. */
export function linkTags(header: string): string[] {
  return LinkHeader.parse(header).refs.map(({ uri, ...params }) => {
    const attributes = Object.entries({ ...params, href: uri })
      .map(([name, value]) => `${name}="${escapeAttribute(value)}"`)
      .join(' ')
    return `<link ${attributes}>`
  })
}

function addToHead(html: string, links: string[]): string {
  return html.replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}</head>`)
}

/** Vite's `<link rel="stylesheet">` in the template: the app's one stylesheet. */
const stylesheetTag = /<link rel="stylesheet"[^>]*>\s*/g

/**
 * The built index.html with a page's rendered #root, language, title and, live in
 * its head beside the entry's own preloads (Vite's), everything else the page needs: its data and
 * its route's modules, so all of it is requested with the HTML, in one wave. What the first paint
 * needs (the stylesheet and the first picture) goes before the entry and its preloads: a host
 * speaking HTTP/1.1 gives a page six connections, and the code would take all six, so the first
 * paint waited a round trip for one (docs/performance.md). The router's state is a deferred
 * classic script before the entry, so it has run when the app starts.
 */
export function composePage(template: string, parts: PageParts): string {
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('index.html has no empty <div id="root"></div> to fill')
  }
  const entry = '<script type="module" '
  if (!template.includes(entry)) throw new Error('index.html has no module entry')
  const firstPaint = [
    ...(template.match(stylesheetTag) ?? []).map((tag) => tag.trim()),
    ...linkTags(parts.preloads ?? ''),
  ]
  if (parts.routerState)
    firstPaint.push(`<script defer src="${escapeAttribute(parts.routerState)}"></script>`)
  const links: string[] = []
  if (parts.fetchPreload) {
    const href = escapeAttribute(parts.fetchPreload)
    links.push(`<link rel="preload" as="fetch" crossorigin href="${href}">`)
  }
  for (const module of parts.modules ?? []) {
    links.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(module)}">`)
  }
  return withHead(addToHead(template.replace(stylesheetTag, ''), links), parts)
    .replace(entry, () => `${firstPaint.map((tag) => `${tag}\n    `).join('')}${entry}`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.rootHtml}</div>`)
}

/** The /assets/* paths (scripts and stylesheets) a template already loads or preloads. */
export function assetsInTemplate(template: string): Set<string> {
  return new Set([...template.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))
}
