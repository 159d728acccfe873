/**
 * Lost taps: opens / of a built app on an emulated slow phone (6x CPU, 150 ms, 1.6 Mbps) and
 * taps "Book Now!" the moment it shows, in a fresh profile each run; a tap that never reaches
 * the booking form with the guest flag set is lost. Exit code 1 when any tap is lost.
 *
 * Usage: tsx scripts/early-tap.ts [dist] [runs]   (defaults: dist, 5)
 */
import { resolve } from 'node:path'
import { launchBrowser } from './bench/browser'
import { tapBookNowEarly } from './bench/early-tap'
import { serveStatic } from './bench/static-server'

const dist = resolve(process.argv[2] ?? 'dist')
const runs = Number(process.argv[3] ?? 5)

async function main(): Promise<void> {
  const server = await serveStatic(dist, 0)
  const browser = await launchBrowser()
  let lost = 0
  try {
    for (let run = 1; run <= runs; run++) {
      const tap = await tapBookNowEarly(browser, server.url)
      if (!tap.reached) lost += 1
      const outcome = tap.reached
        ? `booking form ${Math.round(tap.formAfterMs ?? 0)} ms later, isGuest set`
        : 'LOST (no booking form with isGuest within 20 s)'
      console.log(`run ${run}: tapped at ${Math.round(tap.tappedAtMs)} ms; ${outcome}`)
    }
  } finally {
    await browser.close()
    await server.close()
  }
  console.log(`${lost} of ${runs} early taps lost (${dist})`)
  process.exitCode = lost > 0 ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
