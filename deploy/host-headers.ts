/**
 * The response headers a host sends with the built app: the one list that the build's
 * Content-Security-Policy meta tag, the nginx configuration (deploy/nginx/) and the static hosts'
 * `_headers` (deploy/static-host-files.ts) are written from.
 */

interface PolicyOptions {
  /** The API's origin, from the build's VITE_API_BASE_URL. */
  apiOrigin: string
  /** The mock-enabled build lets the QA panel's inline styles in. */
  apiMocking?: boolean
  /** The origin of VITE_TELEMETRY_URL, when the build sends telemetry (docs/telemetry.md). */
  telemetryOrigin?: string
}

/**
 * Scripts only from our origin (no inline script), calls only to the API and, with telemetry
 * on, its endpoint. As a <meta> tag it travels with every page on any host; `frame-ancestors`
 * works only as a header.
 */
export function contentSecurityPolicy({
  apiOrigin,
  apiMocking = false,
  telemetryOrigin,
}: PolicyOptions): string {
  const connect = new Set(["'self'", apiOrigin, ...(telemetryOrigin ? [telemetryOrigin] : [])])
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${apiMocking ? " 'unsafe-inline'" : ''}`,
    `img-src 'self' ${apiOrigin} https: blob:`,
    `connect-src ${[...connect].join(' ')}`,
    // The production build's service worker, /sw.js.
    "worker-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** What the app never asks the browser for: a page it is framed in cannot ask either. */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]

/**
 * Sent with every response. HSTS is ignored by browsers over plain HTTP (a local nginx), and
 * binds the site's host to HTTPS for a year once served over TLS.
 */
export function securityHeaders(options: PolicyOptions): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', `${contentSecurityPolicy(options)}; frame-ancestors 'none'`],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
    ['Strict-Transport-Security', 'max-age=31536000'],
  ]
}

/**
 * Caching: the files under /assets/ carry a hash of their content in their name, so a browser
 * keeps them for a year without asking. Everything else (the pages, sw.js, workbox-*.js, the
 * manifest, icons) is revalidated on every use, so a new build reaches travellers at once.
 */
export const immutableFolder = '/assets/'
export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
} as const
