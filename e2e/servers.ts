/**
 * Where the end-to-end servers listen and what they serve: the suite's own ports (4303 and up,
 * away from `npm run dev` and `npm run preview`); a server it did not start is reused only with
 * E2E_REUSE_SERVERS=1. E2E_PORT_BASE gives a second run on the machine its own ports and folders.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4300)
const suffix = process.env.E2E_PORT_BASE ? `-${portBase}` : ''

export const ports = {
  mockApp: portBase + 3,
  realApp: portBase + 4,
  mockServer: portBase + 5,
  pagesApp: portBase + 6,
  telemetryApp: portBase + 7,
}

export const reuseServers = process.env.E2E_REUSE_SERVERS === '1'

/** The app with the MSW mock backend in the browser (each test's context has its own data). */
export const mockAppUrl = `http://localhost:${ports.mockApp}`
/** The production build (mocking off) against the mock backend over real HTTP. */
export const realAppUrl = `http://localhost:${ports.realApp}`
/** The same production build on Cloudflare Pages' local runtime (deploy/serve-pages.ts). */
export const pagesAppUrl = `http://localhost:${ports.pagesApp}`
/** The production build with field telemetry on, sending to the mock backend (e2e/telemetry). */
export const telemetryAppUrl = `http://localhost:${ports.telemetryApp}`
/** The production build's API base, where each worker's browser reaches its mock backend. */
export const mockServerUrl = `http://localhost:${ports.mockServer}`

export interface Bundle {
  outDir: string
  /** What `vite build` (and the prerender) see on top of .env. */
  env: Record<string, string>
  prerender: boolean
}

/** The bundles Playwright serves; e2e/build-bundles.ts builds each once. */
export const bundles = {
  mock: {
    outDir: `dist-e2e${suffix}`,
    // The API base the service worker answers for (e2e/session-helpers.ts).
    env: { VITE_API_MOCKING: 'true', VITE_API_BASE_URL: 'http://localhost:5500' },
    prerender: false,
  },
  real: {
    outDir: `dist-real${suffix}`,
    env: { VITE_API_MOCKING: 'false', VITE_API_BASE_URL: mockServerUrl },
    prerender: true,
  },
  /**
   * The real bundle with field telemetry on (docs/telemetry.md): beacons go to the API's address,
   * so to each worker's own mock backend, and the CSP's connect-src already lets them.
   */
  telemetry: {
    outDir: `dist-telemetry${suffix}`,
    env: {
      VITE_API_MOCKING: 'false',
      VITE_API_BASE_URL: mockServerUrl,
      VITE_TELEMETRY_URL: `${mockServerUrl}/telemetry`,
    },
    prerender: true,
  },
} satisfies Record<string, Bundle>

export type BundleName = keyof typeof bundles

/** The telemetry bundle's chunk of web-vitals and the reporter (src/lib/telemetry/vitals.ts). */
export const telemetryChunk = /\/assets\/vitals-[\w-]+\.js$/
