import { baseLocale, cookieName, locales } from '../src/paraglide/runtime.js'
import { firstPreferredPattern } from '../src/lib/i18n/language-rule.ts'
import {
  appShellFile,
  languageFile,
  notFoundFile,
  pageFile,
  routePattern,
} from '../src/lib/host-rule.ts'
import { folderLanguages, languageVary } from './host-language.ts'
import { cacheControl, immutableFolder, securityHeaders } from './host-headers.ts'

/**
 * The host configuration files the build writes into dist/, all from the host rule
 * (src/lib/host-rule.ts), the language rule (src/lib/i18n/language-rule.ts, deploy/host-language.ts)
 * and the header list (deploy/host-headers.ts):
 * - `_headers` and `_redirects` for Netlify and Cloudflare Pages (which read them, and do not
 *   serve them); both serve the prerendered not-found page, `404.html`, with status 404;
 * - `_nginx-language.conf`, `_nginx-headers.conf` and `_nginx-routes.conf`, which
 *   deploy/nginx/matatu.conf includes;
 * - `_routes.json`, which tells Cloudflare Pages which requests run its Function.
 */

interface HostFilesOptions {
  apiOrigin: string
  /** The telemetry endpoint's origin, when the build has one: the CSP lets calls to it. */
  telemetryOrigin?: string
  /** Every path the app has a route for ('/', '/buses', '/bookings', '/bookings/$id', …). */
  appPaths: readonly string[]
  /** The paths with a prerendered page of their own. */
  prerenderedPaths: readonly string[]
  /** What `public/` holds at its top, as the build copies it: `icons/` (a folder), `robots.txt`. */
  publicEntries: readonly string[]
}

export { notFoundFile }

/** A route path as `_headers` and `_redirects` write it: `/bookings/:id`, `/*`. */
const staticHostPath = (path: string) => routePattern(path, (name) => (name ? `:${name}` : '*'))

/** Revalidated on every use, as every file outside /assets/ is (see cacheControl). */
const revalidatedFiles = ['/sw.js', '/workbox-*', '/manifest.webmanifest']

function headersFile(options: HostFilesOptions): string {
  const block = (path: string, headers: [string, string][]) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  // A page is in the traveller's language (src/lib/i18n/language-rule.ts).
  const pages = [
    ...options.appPaths
      .map(staticHostPath)
      .flatMap((path) => (path === '/' ? [path] : [path, `${path}/`])),
    ...[pageFile('/'), appShellFile, notFoundFile].map((file) => `/${file}`),
    ...folderLanguages.map((language) => `/${languageFile('*', language)}`),
  ]
  return [
    block('/*', securityHeaders(options)),
    // A host combines the headers of every rule a path matches: Cache-Control is set once per
    // path, never under /*, so no value is ever joined to another. Netlify and Cloudflare
    // revalidate any other file on every use by default.
    block(`${immutableFolder}*`, [['Cache-Control', cacheControl.immutable]]),
    ...pages.map((path) =>
      block(path, [
        ['Cache-Control', cacheControl.revalidate],
        ['Vary', languageVary],
      ]),
    ),
    ...revalidatedFiles.map((path) => block(path, [['Cache-Control', cacheControl.revalidate]])),
  ].join('\n')
}

/** The app shell's address without `.html`: Cloudflare Pages answers `/x.html` with a redirect to `/x`. */
export const appShellPath = `/${appShellFile.replace(/\.html$/, '')}`

/**
 * Static rules only: Cloudflare Pages follows a rule even where a file exists, so a catch-all
 * would hide the build's own files. Each app route without a page of its own gets the app
 * shell, in each language's folder; any other path gets the not-found page, 404.html (Pages
 * serves the one in the request's folder: sw/404.html under /sw/).
 *
 * On Netlify, a reader of a language with a folder (Kiswahili) gets that folder's rules first:
 * its `Language=sw` condition reads the language cookie, else the browser's language, and `200!`
 * serves the Kiswahili page where a base-language file exists at the address. Cloudflare Pages
 * ignores a rule with a condition (more than three fields): there functions/_middleware.ts
 * sends such a reader's request to the same address under the language's folder, which the
 * plain rules answer.
 */
function redirectsFile({ appPaths, prerenderedPaths }: HostFilesOptions): string {
  const shellPaths = appPaths.filter((path) => !prerenderedPaths.includes(path)).map(staticHostPath)
  const withSlash = (path: string) => (path === '/' ? [path] : [path, `${path}/`])
  const netlifyFolderRules = folderLanguages.flatMap((language) => {
    const inFolder = (file: string) => `/${languageFile(file, language)}`
    return [
      ...prerenderedPaths.flatMap((path) =>
        withSlash(path).map(
          (from) => `${from}  ${inFolder(pageFile(path))}  200!  Language=${language}`,
        ),
      ),
      ...shellPaths.flatMap((path) =>
        withSlash(path).map(
          (from) => `${from}  ${inFolder(appShellFile)}  200  Language=${language}`,
        ),
      ),
    ]
  })
  const shellRules = locales.flatMap((language) => {
    const folder = language === baseLocale ? '' : `/${language}`
    const shell = `${folder}${appShellPath}`
    return shellPaths.flatMap((path) =>
      withSlash(`${folder}${path}`).map((from) => `${from}  ${shell}  200`),
    )
  })
  // Netlify's not-found page is 404.html; a reader of a language with a folder gets its copy there.
  const netlifyNotFound = folderLanguages.map(
    (language) => `/*  /${languageFile(notFoundFile, language)}  404  Language=${language}`,
  )
  return [...netlifyFolderRules, ...shellRules, ...netlifyNotFound].join('\n')
}

/**
 * nginx's maps for the language rule (src/lib/i18n/language-rule.ts), in the http context: `$matatu_language` is the
 * folder of the traveller's language ("" for the base language, `/sw`), from the language cookie,
 * else the browser's first preferred language; `$matatu_vary` tells caches that a page depends
 * on them (files do not).
 */
export function nginxLanguageFile(): string {
  const folder = (language: string) => (language === baseLocale ? '""' : `/${language}`)
  return [
    `map $cookie_${cookieName} $matatu_language {`,
    ...locales.map((language) => `    ${language}  ${folder(language)};`),
    '    default  $matatu_browser_language;',
    '}',
    'map $http_accept_language $matatu_browser_language {',
    ...folderLanguages.map(
      (language) => `    "~*${firstPreferredPattern(language)}"  ${folder(language)};`,
    ),
    '    default  "";',
    '}',
    'map $uri $matatu_vary {',
    `    ~\\.html$  "${languageVary}";`,
    '    default  "";',
    '}',
  ].join('\n')
}

/**
 * nginx's page for each of the app's paths (rules 2 and 3 of src/lib/host-rule.ts): its
 * prerendered page or the app shell, with or without a trailing slash. The site file answers
 * any other path with 404.html.
 */
function nginxRoutesFile({ appPaths, prerenderedPaths }: HostFilesOptions): string {
  return appPaths
    .map((path) => {
      const file = prerenderedPaths.includes(path) ? pageFile(path) : appShellFile
      const pattern = routePattern(path, (name) => (name ? '[^/]+' : '.*'))
      const match = path === '/' ? '= /' : `~ ^${pattern}/?$`
      return `location ${match} {\n    try_files $matatu_language/${file} =404;\n}`
    })
    .join('\n')
}

function nginxHeadersFile(options: HostFilesOptions): string {
  const quoted = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`
  return securityHeaders(options)
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
    .join('\n')
}

/** Cloudflare Pages' limit on the rules of `_routes.json`, include and exclude together. */
export const pagesRouteRuleLimit = 100

/**
 * Which requests run the Pages Function (functions/_middleware.ts), which Cloudflare bills per
 * run: every path, except the build's own files (hashed assets, `public/`, the service worker
 * and the manifest), which need no language and are served as they are. An unknown address
 * still runs it, so it gets the not-found page in the traveller's language.
 */
function pagesRoutesFile({ publicEntries }: HostFilesOptions): string {
  const exclude = [
    `${immutableFolder}*`,
    ...publicEntries.map((entry) => (entry.endsWith('/') ? `/${entry}*` : `/${entry}`)),
    ...revalidatedFiles,
  ]
  const routes = { version: 1, include: ['/*'], exclude: [...new Set(exclude)] }
  if (routes.include.length + routes.exclude.length > pagesRouteRuleLimit)
    throw new Error(`_routes.json would have more than ${pagesRouteRuleLimit} rules`)
  return JSON.stringify(routes, null, 2)
}

export function hostFiles(options: HostFilesOptions): Record<string, string> {
  return {
    _headers: `${headersFile(options)}\n`,
    _redirects: `${redirectsFile(options)}\n`,
    '_nginx-language.conf': `# Written by the build (deploy/host-files.ts).\n${nginxLanguageFile()}\n`,
    '_nginx-headers.conf': `# Written by the build (deploy/host-files.ts).\n${nginxHeadersFile(options)}\n`,
    '_nginx-routes.conf': `# Written by the build (deploy/host-files.ts).\n${nginxRoutesFile(options)}\n`,
    '_routes.json': `${pagesRoutesFile(options)}\n`,
  }
}
