import { loadavg } from 'node:os'
import { launchBrowser } from './browser'
import { buildApp } from './build'
import { measureKeystrokes } from './keystrokes'
import { stopAll } from './processes'
import { mockApiBaseUrl } from './scale'
import { serveStatic } from './static-server'

/**
 * Only the typing measure of `npm run bench`, for working on the Buses search:
 * `npx tsx scripts/bench/run-keystrokes.ts [runs] [--no-build] [--buses=N]` (--no-build reuses
 * bench-results/dist-mock from the last run; --buses=5 times the same typing on a short list,
 * the floor this machine's load sets).
 */
const outDir = 'bench-results/dist-mock'
const args = process.argv.slice(2)
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 3)
const buses = Number(args.find((arg) => arg.startsWith('--buses='))?.slice(8) ?? 1000)

async function main(): Promise<void> {
  if (!args.includes('--no-build')) {
    await buildApp({ mocking: true, apiBaseUrl: mockApiBaseUrl, outDir })
  }
  const app = await serveStatic(outDir, 4893)
  const browser = await launchBrowser()
  try {
    for (let run = 1; run <= runs; run++) {
      const times = await measureKeystrokes(browser, app.url, buses)
      const list = (values: number[]) => values.map((value) => Math.round(value)).join(' ')
      console.log(
        `run ${run}, ${buses} buses (load ${loadavg()[0]?.toFixed(1)}): keystroke median ` +
          `${Math.round(times.keystroke.medianMs)} ms, worst ${Math.round(times.keystroke.worstMs)} ms ` +
          `[${list(times.keystrokeMs)}]; list shown median ${Math.round(times.list.medianMs)} ms, ` +
          `worst ${Math.round(times.list.worstMs)} ms [${list(times.listMs)}]`,
      )
    }
  } finally {
    await browser.close()
    await app.close()
    stopAll()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
