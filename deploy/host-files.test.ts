import { describe, expect, it } from 'vitest'
import { appPaths as listAppPaths, prerenderedPages } from '../src/prerender'
import { baseLocale, cookieName, locales, type Locale } from '../src/paraglide/runtime.js'
import { appShellFile, filePathPattern, hostAnswer, languageFile } from '../src/lib/host-rule.ts'
import { pickLanguage } from '../src/lib/i18n/language-rule.ts'
import { hostFiles, notFoundFile } from './host-files.ts'
import { cacheControl, securityHeaders } from './host-headers.ts'
import { languageVary } from './host-language.ts'

const apiOrigin = 'https://api.matatu.example'
const appPaths = listAppPaths()
const files = hostFiles({
  apiOrigin,
  appPaths,
  prerenderedPaths: prerenderedPages().map((page) => page.path),
  publicEntries: ['bus-placeholder.svg', 'icons/', 'robots.txt', 'slides/'],
})

const pages =
  '/ /buses /bookings /profile /login /bookings/ /register /ticket/7 /ticket/b-12/'.split(' ')
const assets = ['/assets/start-app-Mu0SM2ka.js', '/assets/index-C7Nz4KUN.css']
const others = ['/sw.js', '/workbox-398fc23b.js', '/manifest.webmanifest', '/icons/icon-192.png']

/** The files of a build, as the host rule sees them. */
const build = new Set([
  ...['', 'sw/'].flatMap((folder) =>
    ['index.html', 'buses.html', appShellFile, notFoundFile].map((file) => folder + file),
  ),
  ...[...others, ...assets].map((path) => path.slice(1)),
])
const exists = (file: string) => build.has(file)

/** `/assets/*` matches /assets/ and below, `:name` one segment; any other rule path itself. */
function ruleMatches(rule: string, path: string): boolean {
  if (rule.endsWith('*')) return path.startsWith(rule.slice(0, -1))
  const pattern = rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')
  return new RegExp(`^${pattern}$`).test(path)
}

// The headers a static host sends for `path` from `_headers`: every matching rule's, both values
// where two rules give one (Cloudflare joins them). The hosts reject a header line not indented
// by two spaces.
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

type StaticHost = 'netlify' | 'cloudflare'

// The `_redirects` rule a host applies to `path`. Cloudflare Pages ignores a rule with a fourth
// field; Netlify applies `Language=sw` for a Kiswahili reader, and a rule not forced with `!`
// only where no file answers the path.
function redirectFor(
  path: string,
  { host = 'cloudflare', language = baseLocale }: { host?: StaticHost; language?: Locale } = {},
): { to: string; status: number } | undefined {
  for (const line of files._redirects!.split('\n').filter(Boolean)) {
    const [from = '', to = '', status = '', condition] = line.split(/\s+/)
    if (!ruleMatches(from, path)) continue
    if (condition && (host === 'cloudflare' || condition !== `Language=${language}`)) continue
    if (host === 'netlify' && !status.endsWith('!') && fileAt(path)) continue
    return { to, status: Number(status.replace('!', '')) }
  }
  return undefined
}

/** The file both hosts serve at `path` by themselves: `/x` from `x.html`, `/sw/` from sw/index.html. */
function fileAt(path: string): string | undefined {
  const own = path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`
  return [path.slice(1), own].find(exists)
}

// What a static host serves for `path` to a reader of `language`. On Cloudflare Pages the
// middleware (functions/_middleware.ts) first sends a Kiswahili reader's page request under /sw/;
// Pages applies a rule even where a file exists; its not-found page is the nearest 404.html.
function staticHostAnswer(
  path: string,
  { host = 'cloudflare', language = baseLocale }: { host?: StaticHost; language?: Locale } = {},
): { file: string; status: number } {
  const page = !filePathPattern.test(path)
  const asked =
    host === 'cloudflare' && page && language !== baseLocale ? `/${language}${path}` : path
  const rule = redirectFor(asked, { host, language })
  if (rule) {
    const file = /\.html$/.test(rule.to) ? rule.to.slice(1) : `${rule.to.slice(1)}.html`
    return { file, status: rule.status }
  }
  const file = fileAt(asked)
  if (file) return { file, status: 200 }
  const inFolder = locales.find((other) => other !== baseLocale && asked.startsWith(`/${other}/`))
  return { file: languageFile(notFoundFile, inFolder ?? baseLocale), status: 404 }
}

describe('the static hosts files say what the host rule and the header list say', () => {
  it('headers: every security header once on every path; caching; Vary on pages only', () => {
    for (const path of [...pages, ...assets, ...others, '/no/such/page']) {
      const headers = staticHostHeaders(path)
      for (const [name, value] of securityHeaders({ apiOrigin }))
        expect(headers.get(name), `${path} ${name}`).toEqual([value])
    }
    // Hashed assets are immutable; pages, the worker and the manifest are revalidated. Pages say
    // that they depend on the language; files do not.
    const revalidated = ['/', '/buses', '/bookings', '/ticket/7', ...others.slice(0, 3)]
    const languagePages = [...pages, '/sw/buses.html', '/app-shell.html', '/404.html']
    for (const [paths, name, value] of [
      [assets, 'Cache-Control', [cacheControl.immutable]],
      [revalidated, 'Cache-Control', [cacheControl.revalidate]],
      [languagePages, 'Vary', ['Cookie, Accept-Language']],
      [[...assets, ...others], 'Vary', undefined],
    ] as const)
      for (const path of paths) expect(staticHostHeaders(path).get(name), path).toEqual(value)
  })

  for (const host of ['netlify', 'cloudflare'] as const) {
    for (const language of locales) {
      it(`${host}, ${language}: each page and file is the host rule's; an unknown path 404s`, () => {
        for (const path of [...pages, ...assets, ...others]) {
          const expected = hostAnswer(path, exists, { appPaths, language })
          expect(staticHostAnswer(path.replace(/(.)\/$/, '$1'), { host, language }), path).toEqual({
            file: expected.file,
            status: 200,
          })
        }
        // A path no route knows gets the not-found page, status 404.
        const notFound = { file: languageFile(notFoundFile, language), status: 404 }
        for (const path of ['/no/such/page', '/ticket/42/more', '/busesx'])
          expect(staticHostAnswer(path, { host, language }), path).toEqual(notFound)
      })
    }
  }

  it('no rule hides a file of the build, nor an English prerendered page; a missing asset 404s', () => {
    for (const file of build) expect(redirectFor(`/${file}`), file).toBeUndefined()
    for (const { path } of prerenderedPages()) {
      expect(redirectFor(path), path).toBeUndefined()
      expect(redirectFor(path, { host: 'netlify' }), path).toBeUndefined()
    }
    expect(staticHostAnswer('/assets/missing-abc.js')).toEqual({ file: notFoundFile, status: 404 })
  })

  // nginx's headers, the list's: e2e/real-http/host.spec.ts on nginx (real-http project).
  it("nginx's page for each app path is the one the host rule names", () => {
    const blocks = [
      ...files['_nginx-routes.conf']!.matchAll(
        /location (=|~) (\S+) \{\n +try_files \$matatu_language\/(\S+) =404;/g,
      ),
    ]
    const nginxAnswer = (path: string) => {
      const block = blocks.find(([, kind, pattern]) =>
        kind === '=' ? pattern === path : new RegExp(pattern!).test(path),
      )
      return block ? { file: block[3], status: 200 } : { file: notFoundFile, status: 404 }
    }
    // In English; $matatu_language is the Kiswahili folder for a Kiswahili reader.
    for (const path of [...pages, '/ticket/42', '/no/such/page', '/bookings/42', '/ticket/42/more'])
      expect(nginxAnswer(path), path).toEqual(hostAnswer(path, exists, { appPaths }))
  })

  // What nginx gives `variable` for a request, by the maps of `_nginx-language.conf`: the first
  // key that matches wins, exact or a regular expression (`~`, `~*` ignoring case).
  function nginxVariable(variable: string, request: Record<string, string>): string {
    const cookie = /^\$cookie_(\w+)$/.exec(variable)?.[1]
    if (cookie !== undefined) {
      const pairs = (request['cookie'] ?? '').split(';').map((pair) => pair.trim().split('='))
      return pairs.find(([name]) => name === cookie)?.[1] ?? ''
    }
    if (variable === '$http_accept_language') return request['accept-language'] ?? ''
    if (variable === '$uri') return request['uri'] ?? '/'
    const map = [...files['_nginx-language.conf']!.matchAll(/^map (\S+) (\S+) \{\n([^}]*)\}/gm)]
      .map(([, source = '', target, body = '']) => ({ source, target, body }))
      .find(({ target }) => target === variable)
    expect(map, `a map for ${variable}`).toBeDefined()
    const input = nginxVariable(map!.source, request)
    const entries = map!.body
      .split('\n')
      .map((line) => /^ +("[^"]*"|\S+) +("[^"]*"|\S+);$/.exec(line))
      .filter((match) => match !== null)
      .map(([, key = '', value = '']) => [key.replace(/^"(.*)"$/, '$1'), value] as const)
    const value = (raw: string) =>
      raw === '""' ? '' : raw.startsWith('$') ? nginxVariable(raw, request) : raw
    for (const [key, raw] of entries) {
      if (key === 'default') continue
      const regex = /^(~\*?)(.*)$/.exec(key)
      const matches = regex
        ? new RegExp(regex[2]!, regex[1] === '~*' ? 'i' : '').test(input)
        : key === input
      if (matches) return value(raw)
    }
    return value(entries.find(([key]) => key === 'default')?.[1] ?? '""')
  }

  it("nginx's language maps pick the language the rule picks", () => {
    const cookies = ['', `${cookieName}=sw`, `a=b; ${cookieName}=en`, `${cookieName}=xx`]
    const browsers = ['', 'sw', 'sw-KE,en;q=0.5', 'SW_tz', 'en-GB,sw', 'swa', 'fr']
    for (const cookie of cookies)
      for (const acceptLanguage of browsers) {
        const request = { cookie, 'accept-language': acceptLanguage }
        const folder = languageFile('', pickLanguage(cookie, acceptLanguage)).replace(/\/$/, '')
        expect(nginxVariable('$matatu_language', request), `${cookie} | ${acceptLanguage}`).toBe(
          folder ? `/${folder}` : '',
        )
      }
    expect(nginxVariable('$matatu_vary', { uri: '/sw/buses.html' })).toBe(`"${languageVary}"`)
    expect(nginxVariable('$matatu_vary', { uri: '/assets/app.js' })).toBe('')
  })
})

it("Cloudflare Pages' _routes.json: the Function runs for every path but the build's own files, within 100 rules", () => {
  const routes = JSON.parse(files['_routes.json']!) as { include: string[]; exclude: string[] }
  expect(routes).toEqual({
    version: 1,
    include: ['/*'],
    exclude: (
      '/assets/* /bus-placeholder.svg /icons/* /robots.txt /slides/* /sw.js /workbox-* ' +
      '/manifest.webmanifest'
    ).split(' '),
  })
  expect(routes.include.length + routes.exclude.length).toBeLessThanOrEqual(100)
})
