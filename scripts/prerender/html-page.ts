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
  /** Route stylesheets the page loaded: without them the first paint would be unstyled. */
  stylesheets: string[]
  /** An API call to start with the HTML instead of after the JavaScript. */
  fetchPreload?: string
  /** The app's modules this page ran (start-app, its libraries, the route's chunks). */
  modules?: string[]
  /** The router's state for hydration: a classic script, run before the app starts. */
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

/**
 * The built index.html with a page's rendered #root, language, title, stylesheets, API preload and module
 * list. The data preload, the router's state and the modules are listed inside an inert
 * <template id="page-modules">:
 * the small entry script (low priority) puts them in the head once the page and its first
 * pictures have been painted, so the stylesheets and the LCP picture get the bandwidth first,
 * then the data and every module are requested at once instead of one after another
 * (src/main.tsx).
 */
export function composePage(template: string, parts: PageParts): string {
  if (!template.includes('<div id="root"></div>')) {
    throw new Error('index.html has no empty <div id="root"></div> to fill')
  }
  const links = parts.stylesheets.map(
    (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
  )
  links.push(...linkTags(parts.preloads ?? ''))
  const deferred: string[] = []
  if (parts.fetchPreload) {
    const href = escapeAttribute(parts.fetchPreload)
    deferred.push(`<link rel="preload" as="fetch" crossorigin href="${href}">`)
  }
  // A classic script the app waits for before it starts (src/main.tsx).
  if (parts.routerState)
    deferred.push(`<script src="${escapeAttribute(parts.routerState)}"></script>`)
  for (const module of parts.modules ?? []) {
    deferred.push(`<link rel="modulepreload" crossorigin href="${escapeAttribute(module)}">`)
  }
  if (deferred.length) links.push(`<template id="page-modules">${deferred.join('')}</template>`)
  return (
    withHead(addToHead(template, links), parts)
      // Vite writes the entry's <script> itself and keeps no attribute of index.html's; its
      // transformIndexHtml hook adds tags but cannot change that one
      // (https://vite.dev/guide/api-plugin#transformindexhtml). e2e/real-http/host.spec.ts fails
      // if the built page's entry loses the low priority.
      .replace(/<script type="module" /g, '<script type="module" fetchpriority="low" ')
      .replace('<div id="root"></div>', () => `<div id="root">${parts.rootHtml}</div>`)
  )
}

/** The bare shell with the app's core modules preloaded: it shows nothing until they run. */
export function appShellPage(template: string, head: PageHead, scripts: string[]): string {
  return addToHead(
    withHead(template, head),
    scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
  )
}

/** The /assets/* paths (scripts and stylesheets) a template already loads or preloads. */
export function assetsInTemplate(template: string): Set<string> {
  return new Set([...template.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))
}
