/**
 * Lighthouse CI (`npm run bench` runs the locked `lhci autorun`): Lighthouse's
 * mobile preset (a 4× slow phone on 150 ms / 1.6 Mbps, simulated) five times on / and /buses of
 * the production build, served by perf/serve.ts with the API on another origin, in English and
 * as a Kiswahili browser gets them (port 4891, perf/servers.ts). It asserts on
 * the medians, with the budgets in perf/budgets.json.
 */
const { budgets } = require('./perf/budgets.json')
const chromiumFlags = require('./scripts/chromium-flags.json')

const median = (option) => ['error', { ...option, aggregationMethod: 'median' }]
const assertions = {
  'categories:performance': median({ minScore: budgets.performance }),
  'categories:accessibility': median({ minScore: budgets.accessibility }),
  'categories:best-practices': median({ minScore: budgets.bestPractices }),
  'largest-contentful-paint': median({ maxNumericValue: budgets.lcpMs }),
  'cumulative-layout-shift': median({ maxNumericValue: budgets.cls }),
}

module.exports = {
  ci: {
    collect: {
      url: [
        'http://localhost:4890/',
        'http://localhost:4890/buses',
        'http://localhost:4891/',
        'http://localhost:4891/buses',
      ],
      numberOfRuns: 5,
      startServerCommand: 'node_modules/.bin/tsx perf/serve.ts',
      startServerReadyPattern: 'ready',
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      // lhci appends its own flags to this string.
      settings: { chromeFlags: chromiumFlags.join(' ') },
    },
    // The worst run and /buses' total blocking time are held by perf/bench-checks.ts.
    assert: { assertions },
    upload: { target: 'filesystem', outputDir: 'bench-results/lighthouse' },
  },
}
