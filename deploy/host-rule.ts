/**
 * What a host serves for a path of the built app (`dist/`): the one statement that `vite
 * preview` (and so the test and benchmark servers), the service worker and the host
 * configurations follow.
 *
 * 1. A path with a file extension is a file: served as it is, or 404.
 * 2. A path with a prerendered page of its own, `<path>.html`, gets that page at its own
 *    address, with no redirect (`/buses` gets `buses.html`; `/` gets `index.html`, the
 *    prerendered home page). A trailing slash names the same page.
 * 3. Every other path gets the app shell, `app-shell.html`, never `index.html` (that is the
 *    home page): the app routes it, and shows its 404 page for a path it does not know.
 *
 * The query string never changes the page.
 */
export const appShellFile = 'app-shell.html'

/** Rule 1: a path whose last segment has an extension (`/sw.js`, `/assets/x.css`). */
export const filePathPattern = /\/[^/?]+\.[^/?]+$/

/** The file of a prerendered page: `/` is `index.html`, `/buses` is `buses.html`. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`
}

export type HostAnswer = { file: string; status: 200 } | { file: null; status: 404 }

/** The file of the build that answers `pathname`, given which files the build holds. */
export function hostAnswer(pathname: string, exists: (file: string) => boolean): HostAnswer {
  const path = `/${pathname.split('?')[0]?.replace(/^\/+|\/+$/g, '') ?? ''}`.replace(/^\/$/, '')
  if (filePathPattern.test(path)) {
    const file = path.slice(1)
    return exists(file) ? { file, status: 200 } : { file: null, status: 404 }
  }
  const ownPage = pageFile(path || '/')
  return { file: exists(ownPage) ? ownPage : appShellFile, status: 200 }
}
