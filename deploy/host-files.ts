import { appShellFile } from './host-rule'
import { cacheControl, immutableFolder, securityHeaders } from './host-headers'

/**
 * The host configuration files the build writes into dist/, all from deploy/host-rule.ts and
 * deploy/host-headers.ts:
 * - `_headers` and `_redirects` for Netlify and Cloudflare Pages (which read them, and do not
 *   serve them), and `404.html`, the app shell again, which both serve with status 404;
 * - `_nginx-headers.conf`, which deploy/nginx/matatu.conf includes.
 */

interface HostFilesOptions {
  apiOrigin: string
  /** Every path the app has a route for ('/', '/buses', '/ticket/$reference', …). */
  appPaths: readonly string[]
  /** The paths with a prerendered page of their own. */
  prerenderedPaths: readonly string[]
}

/**
 * A route's path as the hosts' rule files write it: the router's `$reference` segment is
 * `:reference`, a placeholder for one segment (`/ticket/$reference` → `/ticket/:reference`).
 */
export function hostRulePath(path: string): string {
  return path.replace(/\/\$(\w+)/g, '/:$1')
}

/** Served for a path no route knows: the app shell, which shows the app's 404 page. */
export const notFoundFile = '404.html'

/** Revalidated on every use, as every file outside /assets/ is (see cacheControl). */
const revalidatedFiles = ['/sw.js', '/workbox-*', '/manifest.webmanifest', '/index.html']

function headersFile(options: HostFilesOptions): string {
  const block = (path: string, headers: [string, string][]) =>
    [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')
  const revalidated = [
    ...options.appPaths.map(hostRulePath),
    ...revalidatedFiles,
    `/${appShellFile}`,
    `/${notFoundFile}`,
  ]
  return [
    block('/*', securityHeaders(options)),
    // A host combines the headers of every rule a path matches: Cache-Control is set once per
    // path, never under /*, so no value is ever joined to another. Netlify and Cloudflare
    // revalidate any other file on every use by default.
    block(`${immutableFolder}*`, [['Cache-Control', cacheControl.immutable]]),
    ...revalidated.map((path) => block(path, [['Cache-Control', cacheControl.revalidate]])),
  ].join('\n')
}

/** The app shell's address without `.html`: Cloudflare Pages answers `/x.html` with a redirect to `/x`. */
export const appShellPath = `/${appShellFile.replace(/\.html$/, '')}`

/**
 * Static rules only: Cloudflare Pages follows a rule even where a file exists, so a catch-all
 * would hide the build's own files. Each app route without a page of its own gets the app
 * shell; any other path gets 404.html.
 */
function redirectsFile({ appPaths, prerenderedPaths }: HostFilesOptions): string {
  return appPaths
    .filter((path) => !prerenderedPaths.includes(path))
    .map(hostRulePath)
    .flatMap((path) => [`${path}  ${appShellPath}  200`, `${path}/  ${appShellPath}  200`])
    .join('\n')
}

function nginxHeadersFile(options: HostFilesOptions): string {
  const quoted = (value: string) => `"${value.replace(/(["\\])/g, '\\$1')}"`
  return securityHeaders(options)
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`)
    .join('\n')
}

export function hostFiles(options: HostFilesOptions): Record<string, string> {
  return {
    _headers: `${headersFile(options)}\n`,
    _redirects: `${redirectsFile(options)}\n`,
    '_nginx-headers.conf': `# Written by the build (deploy/host-files.ts).\n${nginxHeadersFile(options)}\n`,
  }
}
