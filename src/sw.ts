/// <reference lib="webworker" />
/**
 * The production build's service worker (scripts/pwa/pwa-plugin.ts builds it with Workbox's
 * injectManifest). It precaches the whole build, answers a navigation with the page a host
 * would serve (src/lib/host-rule.ts), in the traveller's language (src/lib/i18n/language-rule.ts),
 * and keeps the bus pictures. It never caches API answers or profile pictures.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { cookieName } from '@/paraglide/runtime.js'
import { filePathPattern, hostAnswer } from '@/lib/host-rule'
import { pickLanguage } from '@/lib/i18n/language-rule'
import { config } from '@/lib/config'
import { busPicturesCacheName } from '@/lib/offline-caches'

declare const self: ServiceWorkerGlobalScope & {
  /** The Cookie Store API (Chromium, Safari, Firefox): the only way a worker reads a cookie. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> }
}

interface StaticRoute {
  condition: { urlPattern: URLPatternInit }
  source: 'network' | 'fetch-event'
}
/** Static routing (Chromium 123+): routes the browser follows without starting the worker. */
type InstallEventWithRoutes = ExtendableEvent & {
  addRoutes?: (routes: StaticRoute[]) => Promise<void>
}

const { apiBaseUrl, apiOrigin, telemetryUrl } = config
/** Where the bus pictures the worker keeps are: the API's origin, `/images/` and below. */
const busPictures = `${apiOrigin}/images/`

// Workbox writes the build's file list here (the one mention it allows).
const manifest = self.__WB_MANIFEST
const precached = new Set(manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)))

/** The traveller's language as a host picks it: their cookie, else the browser's languages. */
async function travellersLanguage() {
  const chosen = await self.cookieStore?.get(cookieName).catch(() => null)
  const cookie = chosen ? `${cookieName}=${chosen.value}` : ''
  return pickLanguage(cookie, self.navigator.languages.join(','))
}

// Before the precache's own route, which would answer /buses with the English buses.html.
registerRoute(
  new NavigationRoute(
    async ({ request, url }) => {
      const language = await travellersLanguage()
      const answer = hostAnswer(url.pathname, (file) => precached.has(file), { language })
      // A build deployed without its prerendered pages has index.html alone.
      const file = answer.file && precached.has(answer.file) ? answer.file : 'index.html'
      return (await matchPrecache(file)) ?? fetch(request)
    },
    { denylist: [filePathPattern] },
  ),
)

precacheAndRoute(manifest, { ignoreURLParametersMatching: [/.*/] })
cleanupOutdatedCaches()

registerRoute(
  ({ url }) => url.href.startsWith(busPictures),
  new CacheFirst({
    cacheName: busPicturesCacheName,
    plugins: [
      // Cross-origin <img> answers are opaque (status 0): they count, and so they are few.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: 60,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
)

/** `url` (its path and below, when `below`) as a URLPattern; its path has no pattern syntax. */
function patternOf(url: string, below = false): URLPatternInit {
  const { protocol, hostname, port, pathname } = new URL(url)
  const path = below ? `${pathname.replace(/\/$/, '')}/*` : pathname
  return { protocol: protocol.slice(0, -1), hostname, port, pathname: path, search: '*', hash: '*' }
}

// The API and the telemetry receiver, but the bus pictures kept above, go straight to the
// network: the worker has nothing to do with them, and a beacon sent as the page closes was
// lost about one time in three when it went through the worker's fetch handler. Never the
// app's own files (an API at the root of the app's origin). Browsers without static routes
// still pass them through the handler, which lets them by.
self.addEventListener('install', (event: InstallEventWithRoutes) => {
  const toNetwork = [
    patternOf(apiBaseUrl, true),
    ...(telemetryUrl ? [patternOf(telemetryUrl)] : []),
  ]
  const ownRoot = patternOf(self.location.origin, true)
  const routes: StaticRoute[] = [
    { condition: { urlPattern: patternOf(busPictures, true) }, source: 'fetch-event' },
    ...toNetwork
      .filter((pattern) => JSON.stringify(pattern) !== JSON.stringify(ownRoot))
      .map((urlPattern): StaticRoute => ({ condition: { urlPattern }, source: 'network' })),
  ]
  if (event.addRoutes) event.waitUntil(event.addRoutes(routes).catch(() => undefined))
})

// A new version waits until the traveller presses Reload (src/lib/service-worker.ts).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
// The first visit is served by the worker as soon as it is active: its bus pictures are kept.
clientsClaim()
