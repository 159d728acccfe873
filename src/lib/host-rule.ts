// Relative imports with their extension: the hosts' code (deploy/, vite.config.ts) loads this file
// outside Vite, without the `@/` alias.
import { baseLocale, type Locale } from '../paraglide/runtime.js'

/**
 * What a host serves for a path of the built app (`dist/`): the one statement that `vite
 * preview` (and so the test and benchmark servers), the service worker and the host
 * configurations follow.
 *
 * 1. A path with a file extension is a file: served as it is, or 404.
 * 2. A path with a prerendered page of its own, `<path>.html`, gets that page at its own
 *    address, with no redirect (`/buses` gets `buses.html`; `/` gets `index.html`, the
 *    prerendered home page). A trailing slash names the same page.
 * 3. Every other path of the app's routes (`/bookings`, `/bookings/42` for `/bookings/$id`) gets
 *    the app shell, `app-shell.html`, never `index.html` (that is the home page).
 * 4. Any other path gets `404.html` (the app's not-found page, prerendered)
 *    with status 404, as crawlers and uptime monitors expect.
 *
 * The query string never changes the page. Each page exists in each language (languageFile): the
 * host serves the traveller's (src/lib/i18n/language-rule.ts).
 */
export const appShellFile = 'app-shell.html'
export const notFoundFile = '404.html'

/**
 * Where a language's copy of a file of the build is: the base language's at the root, each
 * other's in a folder of its name (`buses.html`, `sw/buses.html`).
 */
export function languageFile(file: string, language: Locale): string {
  return language === baseLocale ? file : `${language}/${file}`
}

/** Rule 1: a path whose last segment has an extension (`/sw.js`, `/assets/x.css`). */
export const filePathPattern = /\/[^/?]+\.[^/?]+$/

/** The file of a prerendered page: `/` is `index.html`, `/buses` is `buses.html`. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`
}

/**
 * A route path as the router lists it (`/bookings/$id`; `$` alone is the rest of the path),
 * with each parameter written by `param` and the rest as it is.
 */
export function routePattern(path: string, param: (name: string) => string): string {
  return path.replace(/\/\$([^/]*)/g, (_match, name: string) => `/${param(name)}`)
}

function isAppPath(path: string, appPaths: readonly string[]): boolean {
  return appPaths.some((appPath) =>
    new RegExp(`^${routePattern(appPath, (name) => (name ? '[^/]+' : '.*'))}$`).test(path),
  )
}

export type HostAnswer = { file: string; status: 200 } | { file: string | null; status: 404 }

/**
 * The file of the build that answers `pathname` in `language`, given which files the build
 * holds and the app's route paths (without them, every path without a page gets the app shell).
 */
export function hostAnswer(
  pathname: string,
  exists: (file: string) => boolean,
  { appPaths, language = baseLocale }: { appPaths?: readonly string[]; language?: Locale } = {},
): HostAnswer {
  const path = `/${pathname.split('?')[0]?.replace(/^\/+|\/+$/g, '') ?? ''}`
  if (filePathPattern.test(path)) {
    const file = path.slice(1)
    return exists(file) ? { file, status: 200 } : { file: null, status: 404 }
  }
  const page = languageFile(pageFile(path), language)
  if (exists(page)) return { file: page, status: 200 }
  if (!appPaths || isAppPath(path, appPaths)) {
    return { file: languageFile(appShellFile, language), status: 200 }
  }
  return { file: languageFile(notFoundFile, language), status: 404 }
}
