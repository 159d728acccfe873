import { describe, expect, it } from 'vitest'
import { describeVerdict, exitCodeFor, readAuditOutput } from './check-audit'

function report(
  counts: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>,
  packages: Record<string, string> = {},
) {
  const all = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts }
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(packages).map(([name, severity]) => [
        name,
        { name, severity, isDirect: false, via: [], range: '*', fixAvailable: true },
      ]),
    ),
    metadata: {
      vulnerabilities: { ...all, total: Object.values(all).reduce((a, b) => a + b, 0) },
      dependencies: { prod: 12, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 12 },
    },
  })
}

describe('check-audit: npm audit --omit=dev must show no high or critical advisory', () => {
  it('passes a clean report, and prints every count', () => {
    const verdict = readAuditOutput(report({}))
    expect(verdict).toMatchObject({ kind: 'passed' })
    expect(exitCodeFor(verdict)).toBe(0)
    expect(describeVerdict(verdict)).toMatch(/high\s+0\n\s+critical\s+0\nOK/)
  })

  it('passes low and moderate advisories, but still shows them', () => {
    const verdict = readAuditOutput(report({ low: 2, moderate: 1 }, { a: 'low', b: 'moderate' }))
    expect(exitCodeFor(verdict)).toBe(0)
    expect(describeVerdict(verdict)).toMatch(/moderate\s+1/)
  })

  it.each([
    ['high', { high: 1 }, { 'left-pad': 'high' }],
    ['critical', { critical: 1, low: 3 }, { 'event-stream': 'critical', x: 'low' }],
  ])('fails on a %s advisory and names the package', (severity, counts, packages) => {
    const verdict = readAuditOutput(report(counts, packages))
    expect(exitCodeFor(verdict)).toBe(1)
    const text = describeVerdict(verdict)
    expect(text).toContain('FAILED')
    expect(text).toContain(`${Object.keys(packages)[0]} (${severity})`)
    expect(text).not.toContain('x (low)')
  })

  it.each([
    [
      'the registry is unreachable',
      JSON.stringify({
        error: {
          code: 'ENOTFOUND',
          summary: 'request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed',
          detail: '',
        },
      }),
      /ENOTFOUND: request to https:\/\/registry\.npmjs\.org/,
    ],
    [
      'the registry refuses the audit call (as a read-only mirror does)',
      JSON.stringify({
        message:
          '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
        statusCode: 405,
        error: { summary: '', detail: '' },
      }),
      /405 Method Not Allowed/,
    ],
    ['npm printed no JSON', 'npm ERR! something broke', /no JSON report: npm ERR! something broke/],
    ['npm printed nothing', '', /no JSON report: \(nothing\)/],
    ['the JSON is not a report', JSON.stringify({ hello: 'world' }), /not an audit report/],
  ])('fails clearly, never silently passes, when %s', (_case, stdout, reason) => {
    const verdict = readAuditOutput(stdout)
    expect(verdict.kind).toBe('unavailable')
    expect(exitCodeFor(verdict)).toBe(2)
    const text = describeVerdict(verdict)
    expect(text).toMatch(reason)
    expect(text).toContain('FAILED: no audit, no pass.')
  })
})
