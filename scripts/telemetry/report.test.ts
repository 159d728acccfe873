import { describe, expect, it } from 'vitest'
import { p75, summarize } from './report'

const vitals = (language: string, value: number, route = '/buses') => ({
  kind: 'vitals',
  build: 'abc1234def',
  language,
  metrics: [{ name: 'LCP', value, route }],
})

describe('telemetry:report', () => {
  it('takes the nearest-rank 75th percentile', () => {
    expect(p75([4, 1, 3, 2])).toBe(3)
    expect(p75([10])).toBe(10)
  })

  it('gives the p75 per metric, route and language, and counts errors', () => {
    const error = { source: 'caught', message: 'Error: x', stack: [], route: '/buses', count: 2 }
    const errors = { kind: 'errors', build: 'b', language: 'en', errors: [error] }
    const report = summarize([
      ...[100, 300, 200, 400].map((value) => vitals('en', value)),
      vitals('sw', 900),
      errors,
      errors,
      { kind: 'vitals', user: 'brian' },
    ])
    expect(report.metrics).toEqual([
      { metric: 'LCP', route: '/buses', language: 'en', count: 4, p75: 300 },
      { metric: 'LCP', route: '/buses', language: 'sw', count: 1, p75: 900 },
    ])
    expect(report.errors).toEqual([
      { source: 'caught', message: 'Error: x', route: '/buses', count: 4 },
    ])
    expect(report.invalid).toBe(1)
  })
})
