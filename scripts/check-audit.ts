/**
 * Security: what ships (`npm audit --omit=dev`) has no high or critical advisory.
 *
 *   npx tsx scripts/check-audit.ts
 *
 * Prints the advisories by severity. Exit 0: none high or critical. Exit 1: at least one, named.
 * Exit 2: the audit itself did not run (registry unreachable, an error answer, output that is
 * not an audit report): never a silent pass.
 */
import { spawnSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import * as z from 'zod/mini'

export const severities = ['info', 'low', 'moderate', 'high', 'critical'] as const
export type Severity = (typeof severities)[number]
const blockingSeverities: readonly Severity[] = ['high', 'critical']

const count = z.int().check(z.nonnegative())

/** npm 7+'s `--json` report: the counts, and one entry per vulnerable package. */
const auditReportSchema = z.looseObject({
  vulnerabilities: z.record(
    z.string(),
    z.looseObject({ name: z.string(), severity: z.enum(severities) }),
  ),
  metadata: z.looseObject({
    vulnerabilities: z.looseObject({
      info: count,
      low: count,
      moderate: count,
      high: count,
      critical: count,
    }),
  }),
})

/** What npm prints instead of a report when the audit could not be done. */
const auditFailureSchema = z.looseObject({
  message: z.optional(z.string()),
  error: z.looseObject({ code: z.optional(z.string()), summary: z.optional(z.string()) }),
})

export type AuditVerdict =
  | { kind: 'passed' | 'failed'; counts: Record<Severity, number>; blocking: string[] }
  | { kind: 'unavailable'; reason: string }

/** Reads the stdout of `npm audit --json`. */
export function readAuditOutput(stdout: string): AuditVerdict {
  let body: unknown
  try {
    body = JSON.parse(stdout)
  } catch {
    const start = stdout.trim().slice(0, 200)
    return {
      kind: 'unavailable',
      reason: `npm audit printed no JSON report: ${start || '(nothing)'}`,
    }
  }
  const report = auditReportSchema.safeParse(body)
  if (report.success) {
    const counts = { ...report.data.metadata.vulnerabilities }
    const blocking = Object.values(report.data.vulnerabilities)
      .filter((entry) => blockingSeverities.includes(entry.severity))
      .map((entry) => `${entry.name} (${entry.severity})`)
      .sort()
    const failed = blockingSeverities.some((severity) => counts[severity] > 0)
    return { kind: failed ? 'failed' : 'passed', counts, blocking }
  }
  const failure = auditFailureSchema.safeParse(body)
  if (failure.success) {
    const { message } = failure.data
    const { code, summary } = failure.data.error
    const reason = [code, summary, message].filter((part) => part && part.trim()).join(': ')
    return { kind: 'unavailable', reason: reason || 'npm audit answered with an error' }
  }
  return { kind: 'unavailable', reason: 'npm audit printed JSON that is not an audit report' }
}

export function exitCodeFor(verdict: AuditVerdict): 0 | 1 | 2 {
  if (verdict.kind === 'passed') return 0
  return verdict.kind === 'failed' ? 1 : 2
}

export function describeVerdict(verdict: AuditVerdict): string {
  if (verdict.kind === 'unavailable') {
    return `npm audit --omit=dev could not be checked: ${verdict.reason}\nFAILED: no audit, no pass.`
  }
  const lines = [
    'npm audit --omit=dev (production dependencies):',
    ...severities.map((severity) => `  ${severity.padEnd(8)} ${verdict.counts[severity]}`),
  ]
  if (verdict.kind === 'passed') lines.push('OK: no high or critical advisory.')
  else lines.push(`FAILED: high or critical advisories in ${verdict.blocking.join(', ')}`)
  return lines.join('\n')
}

function runAudit(): AuditVerdict {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  })
  if (result.error)
    return { kind: 'unavailable', reason: `npm did not run: ${result.error.message}` }
  // npm audit exits non-zero both when it finds advisories and when it fails: read the output.
  return readAuditOutput(result.stdout)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const verdict = runAudit()
  const text = describeVerdict(verdict)
  if (verdict.kind === 'passed') console.log(text)
  else console.error(text)
  process.exit(exitCodeFor(verdict))
}
