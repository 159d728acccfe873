/**
 * Lighthouse CI's settings for the bench: Lighthouse's mobile preset (a 4× slow phone on
 * 150 ms / 1.6 Mbps), throttling applied to the page as it loads (`devtools`: what a phone
 * meets, which the budgets read; docs/performance.md), on the production build and the floor
 * page, served by perf/serve.ts with the API on another origin. `npm run bench` runs `lhci
 * collect` once per page and run, the pages taking turns (perf/lighthouse.ts), and judges the
 * reports itself (perf/bench-checks.ts, budgets in perf/budgets.json). `npx lhci autorun` runs
 * these pages alone.
 */
const chromiumFlags = require('./scripts/chromium-flags.json')

module.exports = {
  ci: {
    collect: {
      url: ['http://localhost:4890/', 'http://localhost:4890/buses', 'http://localhost:4892/buses'],
      numberOfRuns: 5,
      startServerCommand: 'node_modules/.bin/tsx perf/serve.ts',
      startServerReadyPattern: 'ready',
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // lhci appends its own flags to this string.
      settings: { throttlingMethod: 'devtools', chromeFlags: chromiumFlags.join(' ') },
    },
    upload: { target: 'filesystem', outputDir: 'bench-results/lighthouse' },
  },
}
