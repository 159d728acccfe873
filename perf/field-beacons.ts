import { expect, type Page } from '@playwright/test'
import { reporterRunning } from '../e2e/telemetry/reporter-running'
import type { TelemetryBeacon, VitalsBeacon } from '../src/lib/telemetry/beacon-schema'
import { apiUrl } from './servers'

/** What the phone runs' pages sent (the bench's build has telemetry on), for telemetry:report. */
export const benchBeaconsFile = 'bench-results/telemetry-beacons.json'

async function received(): Promise<TelemetryBeacon[]> {
  const response = await fetch(`${apiUrl}/__mock/telemetry`)
  if (!response.ok) throw new Error(`GET /__mock/telemetry answered ${response.status}`)
  return (await response.json()) as TelemetryBeacon[]
}

/**
 * Once the app's reporter runs, leaves the page as a traveller does (it is hidden: the app sends
 * its vitals), then what the mock backend received since its last reset, once the vitals beacon
 * is in or after 15 s. A beacon that never came (sendBeacon is best-effort) is counted apart.
 */
export async function beaconsAfterLeaving(page: Page): Promise<TelemetryBeacon[]> {
  await reporterRunning(page)
  await page.goto('about:blank')
  let beacons: TelemetryBeacon[] = []
  await expect
    .poll(async () => (beacons = await received()).some((beacon) => beacon.kind === 'vitals'), {
      timeout: 15_000,
    })
    .toBe(true)
    .catch(() => undefined)
  return beacons
}

/** The LCP a vitals beacon carries, in ms (NaN when it has none). */
export function beaconLcp(beacons: readonly TelemetryBeacon[]): number {
  const vitals = beacons.filter((beacon): beacon is VitalsBeacon => beacon.kind === 'vitals')
  const lcp = vitals.flatMap((beacon) => beacon.metrics).find((metric) => metric.name === 'LCP')
  return lcp?.value ?? Number.NaN
}
