import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './scripts/chromium'
import {
  bundles,
  mockAppUrl,
  pagesAppUrl,
  ports,
  realAppUrl,
  reuseServers,
  telemetryAppUrl,
} from './e2e/servers'

/** The servers start one after another: without `npx` in front, each starts 0.8 s sooner. */
const bin = 'node_modules/.bin'

/**
 * `npm run test:e2e` builds the bundles first (e2e/build-bundles.ts); each webServer entry
 * below only rebuilds its bundle when something it is built from changed since (so a bare
 * `npx playwright test` never tests stale code), then serves it: the mock-enabled build with
 * `vite preview`, the production build with nginx and the shipped configuration
 * (`npm run serve:prod`, deploy/nginx/matatu.conf), as a host serves it; the same build with
 * field telemetry on, likewise.
 */
function serve(name: keyof typeof bundles, port: number): string {
  const { outDir } = bundles[name]
  const server =
    name === 'mock'
      ? `${bin}/vite preview --outDir ${outDir} --port ${port} --strictPort`
      : `${bin}/tsx deploy/serve-prod.ts ${outDir}`
  return `${bin}/tsx e2e/build-bundles.ts ${name} && ${server}`
}

export default defineConfig({
  testDir: './e2e',
  // e2e/*.test.ts are Vitest's: unit tests of helpers that need no browser (english-check.ts).
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once is fixed (it waits for a condition, never for time).
  retries: 0,
  // Two on CI. Elsewhere half the cores, and at least two: much of a test is waiting (timers,
  // the mock backend's delays), so two share even a 2-core machine well.
  workers: process.env.CI ? 2 : Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Waits are for conditions; these only bound them, generously enough for a 2-core machine
  // that other work keeps busy (a test that needs an upper bound on time sets its own).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    // Recording a trace of every test costs a quarter of the suite's CPU; ask for one with
    // `npx playwright test --trace retain-on-failure` (README, Tests).
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Each worker has a mock backend of its own (e2e/fixtures.ts), so these run in parallel
      // too; a file's tests run in order.
      name: 'real-http',
      testMatch: /real-http\/.*\.spec\.ts/,
      testIgnore: /real-http\/pages-function-routes\.spec\.ts/,
      fullyParallel: false,
      // The service worker installs in the background of every first visit and downloads the
      // whole app again (0.8 s of CPU a test here). Only the files that test it, or what it keeps
      // on the phone, let it in: test.use({ serviceWorkers: 'allow' }).
      use: { baseURL: realAppUrl, serviceWorkers: 'block' },
      metadata: { host: 'nginx' },
    },
    {
      // The same host spec on Cloudflare Pages' own runtime (deploy/serve-pages.ts).
      name: 'pages-runtime',
      testMatch: /real-http\/(host|pages-function-routes)\.spec\.ts/,
      use: { baseURL: pagesAppUrl, serviceWorkers: 'block' },
      metadata: { host: 'cloudflare-pages' },
    },
    {
      // The production build with field telemetry on (docs/telemetry.md), behind nginx; its
      // beacons go to each worker's mock backend, at the API's address.
      name: 'telemetry',
      testMatch: /telemetry\/.*\.spec\.ts/,
      use: { baseURL: telemetryAppUrl, serviceWorkers: 'block' },
      metadata: { host: 'nginx' },
    },
    {
      name: 'mock-browser',
      testIgnore: /(real-http|telemetry)\/.*/,
      use: { baseURL: mockAppUrl },
    },
  ],
  webServer: [
    {
      command: serve('mock', ports.mockApp),
      url: mockAppUrl,
      reuseExistingServer: reuseServers,
      timeout: 120_000,
    },
    {
      command: serve('real', ports.realApp),
      url: realAppUrl,
      env: { PORT: String(ports.realApp) },
      reuseExistingServer: reuseServers,
      timeout: 120_000,
    },
    {
      command: serve('telemetry', ports.telemetryApp),
      url: telemetryAppUrl,
      env: { PORT: String(ports.telemetryApp) },
      reuseExistingServer: reuseServers,
      timeout: 120_000,
    },
    {
      // The same folder as nginx's entry above, which (re)builds it; npm run test:e2e has built
      // it before either starts.
      command: `${bin}/tsx deploy/serve-pages.ts ${bundles.real.outDir}`,
      url: pagesAppUrl,
      env: { PORT: String(ports.pagesApp) },
      reuseExistingServer: reuseServers,
      timeout: 120_000,
    },
  ],
})
