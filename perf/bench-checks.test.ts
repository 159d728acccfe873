import { describe, expect, it } from 'vitest'
import { judge } from './bench-checks'

describe('judge', () => {
  const { results, table } = judge(
    new Map<string, number[]>([
      ['floor bookableMs', [1000, 2000, 1600]],
      ['bookableMs', [1500, 2600, 2400]],
      ['base bookableMs', [1100, 2200, 1600]],
      ['floor repeatBookableMs', [1000, 1200, 800]],
      ['repeatBookableMs', [1500, 1800, 2000]],
      ['base repeatBookableMs', [1200, 900, 1200]],
    ]),
  )

  it.each([
    ['bookableFloorRatio', [1.5, 1.3, 1.5]],
    ['base bookableFloorRatio', [1.1, 1.1, 1]],
    ['repeatFloorRatio', [1.5, 1.5, 2.5]],
    ['base repeatFloorRatio', [1.2, 0.75, 1.5]],
  ])("divides each build's first card (%s) by the floor page's of the same round", (key, runs) => {
    expect(results.find((check) => check.key === key)?.runs).toEqual(runs)
  })

  it('takes the median; fails the first card past 1.40 times the floor page, and reports the goal of 1.2', () => {
    expect(results.find((check) => check.key === 'repeatFloorRatio')?.value).toBe(1.5)
    expect(table).toMatch(/returning, floor page \(ms\)\s+1000\s/)
    const ratios = results.filter((check) => check.key === 'bookableFloorRatio')
    expect(ratios.map((check) => [check.goal ?? false, check.limit, check.pass])).toEqual([
      [false, 1.4, false],
      [true, 1.2, false],
    ])
  })
})
