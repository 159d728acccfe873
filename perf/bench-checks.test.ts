import { describe, expect, it } from 'vitest'
import { judge } from './bench-checks'

const result = (results: ReturnType<typeof judge>['results'], key: string) =>
  results.find((check) => check.key === key)

describe('judge', () => {
  const figures = () =>
    new Map<string, number[]>([
      ['floor bookableMs', [1000, 2000, 1600]],
      ['bookableMs', [1500, 2600, 2400]],
      ['base bookableMs', [1100, 2200, 1600]],
      ['floor repeatBookableMs', [1000, 1200, 800]],
      ['repeatBookableMs', [1500, 1800, 2000]],
      ['base repeatBookableMs', [1200, 900, 1200]],
    ])

  it("divides each build's first card by the floor page's of the same round", () => {
    const { results } = judge(figures())
    expect(result(results, 'bookableFloorRatio')?.runs).toEqual([1.5, 1.3, 1.5])
    expect(result(results, 'base bookableFloorRatio')?.runs).toEqual([1.1, 1.1, 1])
  })

  it('does the same for the returning visit, navigation → first bookable card', () => {
    const { results, table } = judge(figures())
    expect(result(results, 'repeatFloorRatio')?.runs).toEqual([1.5, 1.5, 2.5])
    expect(result(results, 'repeatFloorRatio')?.value).toBe(1.5)
    expect(result(results, 'base repeatFloorRatio')?.runs).toEqual([1.2, 0.75, 1.5])
    expect(table).toMatch(/returning, floor page \(ms\)\s+1000\s/)
  })

  it('fails the first card past 1.40 times the floor page, and reports the goal of 1.2', () => {
    const { results } = judge(figures())
    const ratios = results.filter((check) => check.key === 'bookableFloorRatio')
    expect(ratios.map((check) => [check.goal ?? false, check.limit, check.pass])).toEqual([
      [false, 1.4, false],
      [true, 1.2, false],
    ])
  })
})
