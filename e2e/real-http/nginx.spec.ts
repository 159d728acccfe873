import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cacheControl } from '../../deploy/host-headers'
import { expect, test } from '../fixtures'
import { findForbiddenMarkers } from '../production-markers'
import { builtFile, dist, hashedAsset } from './built-files'

/** What only nginx is asked for (deploy/nginx/matatu.conf); what every host does is host.spec.ts. */

test.describe('nginx as operators expect', () => {
  test('it names no version, listens on IPv6 too, sends the .gz the build wrote, and serves none of its configuration files', async ({
    request,
    baseURL,
  }) => {
    const home = await request.get('/')
    expect(home.headers()['server']).toBe('nginx')
    const port = new URL(baseURL ?? '').port
    const overIpv6 = await request.get(`http://[::1]:${port}/buses`)
    expect(overIpv6.status()).toBe(200)
    expect(await overIpv6.text()).toBe(builtFile('buses.html'))
    // gzip_static sends the file's .gz twin as it is: its length, and the original's caching.
    const asset = await request.fetch(hashedAsset, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'gzip' },
    })
    const twin = readFileSync(join(dist, `${hashedAsset.slice(1)}.gz`))
    expect(asset.headers()['content-length']).toBe(String(twin.length))
    expect(asset.headers()['cache-control']).toBe(cacheControl.immutable)

    // its configuration files in the build
    for (const file of ['_nginx-language.conf', '_nginx-headers.conf', '_nginx-routes.conf']) {
      const response = await request.get(`/${file}`)
      expect(response.status(), file).toBe(404)
      expect(await response.text(), file).toBe(builtFile('404.html'))
    }
  })
})

// The build every host here serves (`vite build` with mocking off, as `npm run build` makes it).
// The markers are proven real by e2e/production-markers.test.ts.
test('the production build holds no devtools or mock backend marker', async () => {
  expect(await findForbiddenMarkers(dist)).toEqual([])
})

// The router's state scripts are the prerender's, not the bundler's: they run once and define
// no function.
test("every script of the build starts with V8's compile hint, on its first line", () => {
  const scripts = readdirSync(join(dist, 'assets')).filter(
    (file) => file.endsWith('.js') && !file.startsWith('router-state-'),
  )
  expect(scripts.length).toBeGreaterThan(10)
  for (const file of scripts)
    expect(builtFile(`assets/${file}`).split('\n')[0], file).toBe('//# allFunctionsCalledOnLoad')
})
