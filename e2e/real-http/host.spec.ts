import { cacheControl, contentSecurityPolicy, securityHeaders } from '../../deploy/host-headers'
import { mockServerUrl } from '../servers'
import { prerenderedAddresses, routeAddresses } from '../app-routes'
import { expect, test } from '../fixtures'
import { builtFile, hashedAsset } from './built-files'

const apiOrigin = new URL(mockServerUrl).origin

/**
 * What a host answers, with the shipped configuration, for the paths a traveller or a browser
 * asks for: the file the host rule names (src/lib/host-rule.ts), the status, and every header of
 * deploy/host-headers.ts. One list for every host: nginx (deploy/nginx/matatu.conf) and
 * Cloudflare Pages' own runtime (`wrangler pages dev`, from `_headers` and `_redirects`). The
 * project runs it against its host (baseURL; `testInfo.project.metadata.host` names it).
 */
const { revalidate, immutable } = cacheControl
const cases: [path: string, file: string, status: number, cache: string | null][] = [
  ['/', 'index.html', 200, revalidate],
  ['/buses', 'buses.html', 200, revalidate],
  ['/buses?from=Nairobi', 'buses.html', 200, revalidate],
  ['/bookings', 'app-shell.html', 200, revalidate],
  ['/profile', 'app-shell.html', 200, revalidate],
  ['/login', 'app-shell.html', 200, revalidate],
  // Not kept by a browser or a proxy: the address may become a page in the next build.
  ['/no/such/page', '404.html', 404, null],
  ['/bookingsx', '404.html', 404, null],
  [hashedAsset, hashedAsset.slice(1), 200, immutable],
  ['/sw.js', 'sw.js', 200, revalidate],
  ['/manifest.webmanifest', 'manifest.webmanifest', 200, revalidate],
]

/** No long-lived cache for an answer that is not a file of this build. */
const notKept = (cache: string | undefined) => !cache || !/max-age=[1-9]/.test(cache)

test.describe('the production build on its host', () => {
  for (const [path, file, status, cache] of cases) {
    test(`${path}: ${file}, ${status}, with no redirect and every header`, async ({ request }) => {
      const response = await request.get(path, {
        headers: { 'Accept-Encoding': 'gzip' },
        maxRedirects: 0,
      })
      expect(response.status()).toBe(status)
      expect(await response.text()).toBe(builtFile(file))
      const headers = response.headers()
      for (const [name, value] of securityHeaders({ apiOrigin })) {
        expect(headers[name.toLowerCase()], name).toBe(value)
      }
      if (cache) expect(headers['cache-control']).toBe(cache)
      else expect(notKept(headers['cache-control']), headers['cache-control']).toBe(true)
      if (file.endsWith('.js') || file.endsWith('.html'))
        expect(headers['content-encoding']).toBe('gzip')
      if (file === 'manifest.webmanifest')
        expect(headers['content-type']).toBe('application/manifest+json')
    })
  }

  test("a prerendered page's scripts are files; the header policy is the meta tag's plus frame-ancestors; a missing file is a 404; the host's own files are not served; the static hosts' files send every route without a page to the shell", async ({
    request,
  }) => {
    // The CSP runs no inline script, so the router's state for hydration (src/prerender.tsx) is
    // a file of its own, a deferred script that runs before the entry (src/main.tsx).
    for (const path of ['/', '/buses', '/no-such-page']) {
      const html = await (await request.get(path)).text()
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)
      expect(scripts, path).toEqual([
        expect.stringMatching(/^<script defer src="\/assets\/router-state-[\w-]+\.js">$/),
        expect.stringMatching(/^<script type="module" [^>]*src="\/assets\/index-[\w-]+\.js">$/),
      ])
      const state = /src="(\/assets\/router-state-[\w-]+\.js)"/.exec(scripts[0] ?? '')
      const file = await request.get(state![1]!)
      expect(file.headers()['content-type'], path).toMatch(/javascript/)
    }

    // the header policy
    const home = await request.get('/')
    const meta = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await home.text())
    expect(meta?.[1]?.replaceAll('&#39;', "'")).toBe(contentSecurityPolicy({ apiOrigin }))
    expect(home.headers()['content-security-policy']).toBe(
      `${contentSecurityPolicy({ apiOrigin })}; frame-ancestors 'none'`,
    )

    // a missing file
    for (const path of ['/assets/missing-abc123.js', '/missing.png']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      // An asset asked for before it was uploaded must not be missing for a year.
      expect(notKept(response.headers()['cache-control']), path).toBe(true)
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    }
    // the host's own files
    for (const file of ['_headers', '_redirects']) {
      const response = await request.get(`/${file}`)
      expect(response.ok(), file).toBe(false)
      expect(await response.text(), file).not.toBe(builtFile(file))
    }

    // the static hosts' rules
    const rules = builtFile('_redirects').trim().split('\n')
    const shellRoutes = Object.keys(routeAddresses).filter(
      (route) => !prerenderedAddresses.includes(route),
    )
    // A route with a parameter: one rule for every ticket (`:reference`).
    for (const route of shellRoutes)
      expect(rules, route).toContain(`${route.replace(/\$(\w+)/g, ':$1')}  /app-shell  200`)
    // Netlify's Kiswahili rules carry a condition. That no rule hides a prerendered page, and what
    // each host answers for each path: deploy/host-files.test.ts, from the rules these are written from.
    expect(rules).toContain('/buses  /sw/buses.html  200!  Language=sw')
    // The not-found page is prerendered, in each language.
    expect(builtFile('404.html')).toContain('Oops! Page Not Found')
    expect(builtFile('sw/404.html')).toContain('Samahani! Ukurasa haupatikani')
  })

  // The not-found page in a browser: security-csp.spec.ts (the main flows) and
  // language-first-paint.spec.ts; its file and status here on every host, above.
  test("a prerendered page's head: its modules and React's picture preload, live; another origin cannot frame the app", async ({
    page,
    baseURL,
  }) => {
    // the prerendered head
    await page.goto('/')
    const head = page.locator('head')
    await expect(head.locator('link[rel="modulepreload"][href^="/assets/"]').first()).toBeAttached()
    const picture = head.locator('link[rel="preload"][as="image"]')
    await expect(picture).toHaveAttribute('href', /^\/slides\/.+\.svg$/)
    await expect(picture).toHaveAttribute('fetchpriority', 'high')
    await expect(page.locator('#root link')).toHaveCount(0)

    // no frame on another origin
    const refusals: string[] = []
    page.on('console', (message) => {
      if (message.text().includes("frame-ancestors 'none'")) refusals.push(message.text())
    })
    // A page on another origin (the mock backend's) that puts the app in a frame.
    await page.goto(`${mockServerUrl}/__mock/scenario`)
    await page.evaluate((url) => {
      const frame = document.createElement('iframe')
      frame.src = url
      document.body.append(frame)
    }, `${baseURL}/`)
    await expect.poll(() => refusals.length).toBeGreaterThan(0)
    const framed = page.frames().find((frame) => frame !== page.mainFrame())
    expect(framed?.url()).not.toBe(`${baseURL}/`)
  })
})
