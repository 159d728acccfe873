import { readFile } from 'node:fs/promises'
import * as z from 'zod/mini'

/** The figures the benchmark reads from a Lighthouse JSON report. */
export interface LighthouseRun {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  /** The LCP element and its phases, e.g. 'img /slides/a.svg (TTFB 457, Load Delay 1217, …)'. */
  lcpElement: string
  /** Audits that cost points in accessibility or best practices, e.g. 'errors-in-console'. */
  failedAudits: string[]
}

const category = z.object({
  score: z.nullable(z.number()),
  auditRefs: z.array(z.object({ id: z.string(), weight: z.number() })),
})
const reportSchema = z.object({
  runtimeError: z.optional(z.object({ message: z.string() })),
  categories: z.object({
    performance: category,
    accessibility: category,
    'best-practices': category,
  }),
  audits: z.record(
    z.string(),
    z.object({
      score: z.optional(z.nullable(z.number())),
      numericValue: z.optional(z.number()),
      details: z.optional(z.unknown()),
    }),
  ),
})
const lcpElementDetails = z.object({
  items: z.array(
    z.object({
      items: z.array(
        z.object({
          node: z.optional(z.object({ snippet: z.string() })),
          phase: z.optional(z.string()),
          timing: z.optional(z.number()),
        }),
      ),
    }),
  ),
})

type Audits = z.infer<typeof reportSchema>['audits']

function numeric(audits: Audits, id: string): number {
  const value = audits[id]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse report has no ${id}`)
  return value
}

function describeLcpElement(audits: Audits): string {
  const parsed = lcpElementDetails.safeParse(audits['largest-contentful-paint-element']?.details)
  const rows = parsed.success ? parsed.data.items.flatMap((table) => table.items) : []
  const snippet = rows.find((row) => row.node)?.node?.snippet ?? 'unknown element'
  const src = /\ssrc="([^"]+)"/.exec(snippet)?.[1]
  const element = src ? `${/^<(\w+)/.exec(snippet)?.[1] ?? ''} ${src}` : snippet.slice(0, 60)
  const phases = rows.flatMap((row) =>
    row.phase && row.timing !== undefined ? [`${row.phase} ${Math.round(row.timing)}`] : [],
  )
  return phases.length ? `${element} (${phases.join(', ')} ms)` : element
}

export async function readReport(jsonPath: string, url: string): Promise<LighthouseRun> {
  const report = reportSchema.parse(JSON.parse(await readFile(jsonPath, 'utf8')))
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message} (${url})`)
  const { categories, audits } = report
  const failedAudits = [categories.accessibility, categories['best-practices']].flatMap((group) =>
    group.auditRefs
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  )
  return {
    performance: categories.performance.score ?? 0,
    accessibility: categories.accessibility.score ?? 0,
    bestPractices: categories['best-practices'].score ?? 0,
    lcpMs: numeric(audits, 'largest-contentful-paint'),
    tbtMs: numeric(audits, 'total-blocking-time'),
    cls: numeric(audits, 'cumulative-layout-shift'),
    fcpMs: numeric(audits, 'first-contentful-paint'),
    lcpElement: describeLcpElement(audits),
    failedAudits,
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The median of each figure on its own (runs disagree most on TBT and LCP). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick))
  const lcpMs = of((run) => run.lcpMs)
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    lcpMs,
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpMs: of((run) => run.fcpMs),
    lcpElement: (runs.find((run) => run.lcpMs === lcpMs) ?? runs[0])?.lcpElement ?? 'unknown',
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  }
}
