import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/bench/browser'

// E2E_PORT_BASE lets two runs share a machine (each gets its own ports and build folders).
const portBase = Number(process.env.E2E_PORT_BASE ?? 4170)
const suffix = process.env.E2E_PORT_BASE ? `-${portBase}` : ''
/** The app with the MSW mock backend in the browser (each test's context has its own data). */
export const mockAppUrl = `http://localhost:${portBase + 3}`
/** The production build (mocking off) against `npm run mock:server` over real HTTP. */
export const realAppUrl = `http://localhost:${portBase + 4}`
export const mockServerUrl = `http://localhost:${portBase + 5}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry on CI: Playwright reports a test that passes only on retry as flaky.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? chromiumPath,
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mock-browser',
      testIgnore: /real-http\/.*/,
      use: { baseURL: mockAppUrl },
    },
    {
      // One shared server-side store: these run one at a time.
      name: 'real-http',
      testMatch: /real-http\/.*\.spec\.ts/,
      fullyParallel: false,
      workers: 1,
      use: { baseURL: realAppUrl },
    },
  ],
  webServer: [
    {
      command: `npx vite build --outDir dist-e2e${suffix} && npx vite preview --outDir dist-e2e${suffix} --port ${portBase + 3} --strictPort`,
      url: mockAppUrl,
      env: { VITE_API_MOCKING: 'true' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `npx vite build --outDir dist-real${suffix} && npx tsx scripts/prerender.ts dist-real${suffix} && npx vite preview --outDir dist-real${suffix} --port ${portBase + 4} --strictPort`,
      url: realAppUrl,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: { VITE_API_MOCKING: 'false', VITE_API_BASE_URL: mockServerUrl },
    },
    {
      command: 'npm run mock:server',
      url: `${mockServerUrl}/__mock/scenario`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      env: { PORT: String(portBase + 5) },
    },
  ],
})
