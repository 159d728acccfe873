import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../scripts/chromium'
import { app } from './servers'

const repo = fileURLToPath(new URL('..', import.meta.url))

/**
 * The performance project: figures only this app has (first cards on a slow phone, typing and
 * scrolling 1,000 buses, layout shift, early taps), measured on the production build in
 * bench-results/dist. Not part of `npm test`: `npm run bench` builds, runs it and reads the
 * figures it wrote (perf/figures.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: /\.perf\.ts$/,
  // One at a time, on one worker: timings share the machine with nothing of their own.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 300_000,
  reporter: 'list',
  outputDir: `${repo}/test-results/perf`,
  use: {
    baseURL: app.url,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: 'node_modules/.bin/tsx perf/serve.ts',
    cwd: repo,
    url: app.url,
    // npm run bench starts the servers once for every tool; alone, Playwright starts them.
    reuseExistingServer: true,
    timeout: 60_000,
  },
})
