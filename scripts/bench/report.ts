import { byteKinds, type PageBytes } from './bytes'
import { kb, ms, score, type BenchResults, type Check } from './budgets'
import type { KeystrokeTimes } from './keystrokes'
import type { LighthouseRun } from './lighthouse-report'
import { bookingCount, busCount, busFirstPage } from './scale'

type Cell = string | number

/** A plain-text table: first column left-aligned, the others right-aligned. */
export function table(title: string, head: Cell[], rows: Cell[][]): string {
  const all = [head, ...rows].map((row) => row.map(String))
  const widths = head.map((_, column) => Math.max(...all.map((row) => row[column]?.length ?? 0)))
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('   ')
      .trimEnd()
  const rule = '-'.repeat(widths.reduce((sum, width) => sum + width + 3, -3))
  return [`\n${title}`, line(all[0] ?? []), rule, ...all.slice(1).map(line)].join('\n')
}

function bytesTable(title: string, bytes: PageBytes): string {
  const rows: Cell[][] = byteKinds
    .filter((kind) => bytes.kinds[kind].requests > 0)
    .map((kind) => [kind, bytes.kinds[kind].requests, kb(bytes.kinds[kind].bytes)])
  rows.push(['total', bytes.total.requests, kb(bytes.total.bytes)])
  const largest = bytes.scripts
    .slice(0, 5)
    .map((script) => `${script.file.split('/').at(-1)} ${kb(script.bytes)}`)
  const kinds = table(title, ['kind', 'requests', 'bytes'], rows)
  return `${kinds}\nLargest scripts: ${largest.join(', ')}`
}

function lighthouseRow(label: string, run: LighthouseRun): Cell[] {
  return [
    label,
    score(run.performance),
    score(run.accessibility),
    score(run.bestPractices),
    ms(run.fcpMs),
    ms(run.lcpMs),
    ms(run.tbtMs),
    run.cls.toFixed(3),
  ]
}

function keystrokesTable(times: KeystrokeTimes): string {
  const each = (values: number[]) => values.map((value) => Math.round(value)).join(' ')
  return table(
    `Typing "Nairobi" and 3 Backspaces in From, ${busCount} buses (${times.cpuSlowdown}x CPU slowdown)`,
    ['measure', 'each keystroke (ms)', 'median', 'worst'],
    [
      [
        'keystroke → next paint (Event Timing)',
        each(times.keystrokeMs),
        ms(times.keystroke.medianMs),
        ms(times.keystroke.worstMs),
      ],
      [
        'keystroke → list shows the result',
        each(times.listMs),
        ms(times.list.medianMs),
        ms(times.list.worstMs),
      ],
    ],
  )
}

function checksTable(checks: Check[]): string {
  const rows = checks.map((check) => [
    check.name,
    check.value,
    check.budget,
    check.pass ? 'PASS' : 'FAIL',
  ])
  return table('Budgets', ['check', 'value', 'budget', 'result'], rows)
}

export function formatReport(results: BenchResults, checks: Check[], header: string): string {
  const parts = [header]
  for (const { path, results: page } of results.pages) {
    parts.push(
      bytesTable(`${path}: bytes loaded first (as received, gzip; until network idle)`, page.bytes),
    )
  }
  const home =
    results.pages.find((page) => page.path === '/')?.results.bytes.kinds.script.bytes ?? 0
  parts.push(
    table(
      'Stack floor (react-dom, router, react-query, zustand, ky, zod/mini)',
      ['what', 'JS gzip'],
      [
        ['floor app', kb(results.floor.bytes.kinds.script.bytes)],
        ['initial JS of /', kb(home)],
        ['/ as a ratio of the floor', `${results.floor.ratio.toFixed(2)}×`],
      ],
    ),
  )
  const { firstCard } = results
  parts.push(
    table(
      `/buses, production build on a slow phone (${firstCard.cpuSlowdown}x CPU, 150 ms, 1.6 Mbps; fresh profile per run)`,
      ['from → to', 'runs', 'median'],
      [
        [
          'heading painted → first bus card painted',
          firstCard.runs.map((value) => ms(value)).join(', '),
          ms(firstCard.median),
        ],
      ],
    ),
  )
  for (const { path, results: page } of results.pages) {
    const { runs, median } = page.lighthouse
    parts.push(
      table(
        `${path}: Lighthouse 12.8 mobile, simulated throttling (${runs.length} runs, medians)`,
        ['run', 'perf', 'a11y', 'best pr.', 'FCP', 'LCP', 'TBT', 'CLS'],
        [
          ...runs.map((run, index) => lighthouseRow(`#${index + 1}`, run)),
          lighthouseRow('median', median),
        ],
      ),
    )
    parts.push(`LCP element (median run): ${median.lcpElement}`)
    if (median.failedAudits.length) {
      parts.push(`Audits costing a11y / best-practices points: ${median.failedAudits.join(', ')}`)
    }
  }
  const { scale } = results
  const runs = (values: number[]) => values.map((value) => ms(value)).join(', ')
  parts.push(
    table(
      'Scale (mock-enabled build, unthrottled, fresh profile per run)',
      ['scenario', 'runs', 'median'],
      [
        [
          `${busCount} buses: navigation → first ${busFirstPage} cards`,
          runs(scale.busesMs.runs),
          ms(scale.busesMs.median),
        ],
        [
          `${bookingCount} bookings: navigation → last card (${scale.bookingCardSelector})`,
          runs(scale.bookingsMs.runs),
          ms(scale.bookingsMs.median),
        ],
      ],
    ),
    table(
      `Scrolling the ${busCount}-bus page (${scale.scroll.cpuSlowdown}x CPU slowdown, 5 swipes)`,
      ['frames', 'p50', 'p95', 'max', 'over 50 ms'],
      [
        [
          scale.scroll.frames,
          ms(scale.scroll.p50Ms),
          ms(scale.scroll.p95Ms),
          ms(scale.scroll.maxMs),
          scale.scroll.over50Ms,
        ],
      ],
    ),
    keystrokesTable(scale.keystrokes),
    checksTable(checks),
  )
  return parts.join('\n')
}
