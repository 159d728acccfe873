/**
 * What field telemetry says, in two tables: the p75 of each metric per route and language, and
 * the errors by source, message and route (docs/telemetry.md#reading-it).
 *
 *   npm run telemetry:report                              # the mock server on localhost:5500
 *   npm run telemetry:report -- http://localhost:5500     # a running mock server
 *   npm run telemetry:report -- beacons.json              # a JSON array of beacons
 *
 * Only beacons that fit the schema are counted; the others are counted apart.
 */
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import * as z from 'zod/mini'
import { telemetryBeaconSchema, type TelemetryBeacon } from '../../src/lib/telemetry/beacon-schema'

export interface MetricRow {
  metric: string
  route: string
  language: string
  count: number
  p75: number
}

export interface ErrorRow {
  source: string
  message: string
  route: string
  count: number
}

/** The 75th percentile, nearest rank (as CrUX reports it). */
export function p75(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? Number.NaN
}

export function summarize(input: readonly unknown[]): {
  metrics: MetricRow[]
  errors: ErrorRow[]
  invalid: number
} {
  const beacons: TelemetryBeacon[] = []
  let invalid = 0
  for (const item of input) {
    const checked = z.safeParse(telemetryBeaconSchema, item)
    if (checked.success) beacons.push(checked.data)
    else invalid += 1
  }
  const values = new Map<string, number[]>()
  const errors = new Map<string, ErrorRow>()
  for (const beacon of beacons) {
    if (beacon.kind === 'vitals')
      for (const metric of beacon.metrics) {
        const key = JSON.stringify([metric.name, metric.route, beacon.language])
        values.set(key, [...(values.get(key) ?? []), metric.value])
      }
    else
      for (const error of beacon.errors) {
        const key = JSON.stringify([error.source, error.message, error.route])
        const row = errors.get(key) ?? { ...error, count: 0 }
        row.count += error.count
        errors.set(key, row)
      }
  }
  const metrics = [...values].map(([key, list]) => {
    const [metric = '', route = '', language = ''] = JSON.parse(key) as string[]
    return { metric, route, language, count: list.length, p75: p75(list) }
  })
  metrics.sort((a, b) =>
    `${a.metric} ${a.route} ${a.language}`.localeCompare(`${b.metric} ${b.route} ${b.language}`),
  )
  const errorRows = [...errors.values()]
    .map(({ source, message, route, count }) => ({ source, message, route, count }))
    .sort((a, b) => b.count - a.count)
  return { metrics, errors: errorRows, invalid }
}

async function readBeacons(from: string): Promise<unknown[]> {
  const body = /^https?:\/\//.test(from)
    ? await (await fetch(`${from.replace(/\/+$/, '')}/__mock/telemetry`)).json()
    : JSON.parse(await readFile(from, 'utf8'))
  if (!Array.isArray(body)) throw new Error(`${from}: not a JSON array of beacons`)
  return body as unknown[]
}

async function main(): Promise<void> {
  const from = process.argv[2] ?? 'http://localhost:5500'
  const { metrics, errors, invalid } = summarize(await readBeacons(from))
  const shown = (row: MetricRow) => ({
    ...row,
    p75: row.metric === 'CLS' ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`,
  })
  console.log(`Metrics, p75 per route and language (${from})`)
  if (metrics.length) console.table(metrics.map(shown))
  else console.log('  none')
  console.log('Errors')
  if (errors.length) console.table(errors)
  else console.log('  none')
  if (invalid) console.log(`${invalid} beacon(s) did not fit the schema and were left out.`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error('telemetry:report:', error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
