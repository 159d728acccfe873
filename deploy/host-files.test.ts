import { describe, expect, it } from 'vitest'
import { prerenderedRoutes } from '../scripts/prerender/routes'
import { hostFiles, notFoundFile } from './host-files'
import { cacheControl, securityHeaders } from './host-headers'
import { appShellFile, hostAnswer, pageFile } from './host-rule'

const apiOrigin = 'https://api.matatu.example'
/** The app's paths, as its router lists them (src/prerender.tsx). */
const appPaths = [
  '/',
  '/bookingform',
  '/bookings',
  '/bookings/$id',
  '/buses',
  '/login',
  '/payment',
  '/profile',
  '/register',
]
const files = hostFiles({
  apiOrigin,
  appPaths,
  prerenderedPaths: prerenderedRoutes.map((route) => route.path),
})

/** The files of a build, as the host rule sees them. */
const build = new Set([
  'index.html',
  'buses.html',
  appShellFile,
  notFoundFile,
  'sw.js',
  'workbox-398fc23b.js',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'assets/start-app-Mu0SM2ka.js',
  'assets/index-C7Nz4KUN.css',
])
const exists = (file: string) => build.has(file)

/** `/assets/*` matches /assets/ and below, `:id` one segment; any other rule path itself. */
function ruleMatches(rule: string, path: string): boolean {
  if (rule.endsWith('*')) return path.startsWith(rule.slice(0, -1))
  return new RegExp(`^${rule.replace(/:\w+/g, '[^/]+')}$`).test(path)
}

/**
 * The headers Netlify or Cloudflare Pages send for `path` from `_headers`: every matching
 * rule's, and where two rules give one header, both values (Cloudflare joins them). A header
 * line is indented by two spaces, or the hosts reject the file.
 */
function staticHostHeaders(path: string): Map<string, string[]> {
  const headers = new Map<string, string[]>()
  let matching = false
  for (const line of files._headers!.split('\n').filter(Boolean)) {
    if (line.startsWith('/')) matching = ruleMatches(line, path)
    else {
      const [, name = '', value = ''] = /^ {2}([\w-]+): (.+)$/.exec(line) ?? []
      expect(name, `a header line of _headers: ${line}`).not.toBe('')
      if (matching) headers.set(name, [...(headers.get(name) ?? []), value])
    }
  }
  return headers
}

/** The `_redirects` rule for `path`, if any (a trailing `*` matches the rest). */
function redirectFor(path: string): { to: string; status: number } | undefined {
  for (const line of files._redirects!.split('\n').filter(Boolean)) {
    const [from = '', to = '', status] = line.split(/\s+/)
    if (ruleMatches(from, path)) return { to, status: Number(status) }
  }
  return undefined
}

/**
 * What a static host serves for `path`. Cloudflare Pages applies a rule even where a file
 * exists (Netlify only where none does), so the rule comes first; both serve `/x` from `x.html`.
 */
function staticHostAnswer(path: string): { file: string; status: number } {
  const rule = redirectFor(path)
  if (rule) return { file: `${rule.to.slice(1)}.html`, status: rule.status }
  const own = pageFile(path)
  if (exists(path.slice(1))) return { file: path.slice(1), status: 200 }
  if (exists(own)) return { file: own, status: 200 }
  return { file: notFoundFile, status: 404 }
}

describe('the static hosts files say what the host rule and the header list say', () => {
  const pages = ['/', '/buses', '/bookings', '/profile', '/login', '/bookings/', '/register']
  const withParameters = ['/bookings/42', '/bookings/abc-7/']
  const assets = ['/assets/start-app-Mu0SM2ka.js', '/assets/index-C7Nz4KUN.css']
  const others = ['/sw.js', '/workbox-398fc23b.js', '/manifest.webmanifest', '/icons/icon-192.png']

  it('every path gets every security header, once', () => {
    for (const path of [...pages, ...assets, ...others, '/no/such/page']) {
      const headers = staticHostHeaders(path)
      for (const [name, value] of securityHeaders({ apiOrigin })) {
        expect(headers.get(name), `${path} ${name}`).toEqual([value])
      }
    }
  })

  it('hashed assets are immutable; pages, the worker and the manifest are revalidated', () => {
    for (const path of assets) {
      expect(staticHostHeaders(path).get('Cache-Control')).toEqual([cacheControl.immutable])
    }
    for (const path of ['/', '/buses', '/bookings', '/sw.js', '/workbox-398fc23b.js']) {
      expect(staticHostHeaders(path).get('Cache-Control'), path).toEqual([cacheControl.revalidate])
    }
    expect(staticHostHeaders('/manifest.webmanifest').get('Cache-Control')).toEqual([
      cacheControl.revalidate,
    ])
  })

  it('each page and file is the one the host rule names', () => {
    for (const path of [...pages, ...withParameters, ...assets, ...others]) {
      const expected = hostAnswer(path, exists, appPaths)
      expect(staticHostAnswer(path.replace(/(.)\/$/, '$1')), path).toEqual({
        file: expected.file,
        status: 200,
      })
    }
  })

  it('no rule hides a file or a prerendered page of the build', () => {
    for (const file of build) expect(redirectFor(`/${file}`), file).toBeUndefined()
    for (const { path } of prerenderedRoutes) expect(redirectFor(path), path).toBeUndefined()
  })

  it('a path no route knows gets the app shell again, as 404.html, with status 404', () => {
    for (const path of ['/no/such/page', '/bookings/42/more', '/busesx']) {
      expect(hostAnswer(path, exists, appPaths), path).toEqual({ file: notFoundFile, status: 404 })
      expect(staticHostAnswer(path), path).toEqual({ file: notFoundFile, status: 404 })
    }
    expect(staticHostAnswer('/assets/missing-abc.js')).toEqual({ file: notFoundFile, status: 404 })
  })

  it("nginx's page for each app path is the one the host rule names", () => {
    const blocks = [
      ...files['_nginx-routes.conf']!.matchAll(
        /location (=|~) (\S+) \{\n +try_files \/(\S+) =404;/g,
      ),
    ]
    const nginxAnswer = (path: string) => {
      const block = blocks.find(([, kind, pattern]) =>
        kind === '=' ? pattern === path : new RegExp(pattern!).test(path),
      )
      return block ? { file: block[3], status: 200 } : { file: notFoundFile, status: 404 }
    }
    for (const path of [...pages, ...withParameters, '/no/such/page', '/bookings/42/more'])
      expect(nginxAnswer(path), path).toEqual(hostAnswer(path, exists, appPaths))
  })

  it("nginx's header file holds the same list", () => {
    const lines = files['_nginx-headers.conf']!.split('\n').filter((line) => line.startsWith('add'))
    const parsed = lines.map((line) => {
      const [, name, value] = /^add_header (\S+) "(.*)" always;$/.exec(line) ?? []
      return [name, value?.replace(/\\(["\\])/g, '$1')]
    })
    expect(parsed).toEqual(securityHeaders({ apiOrigin }))
  })
})
