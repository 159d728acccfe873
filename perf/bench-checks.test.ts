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
      ['floor repeatNavigationToBookableMs', [1000, 1200, 800]],
      ['repeatNavigationToBookableMs', [1500, 1800, 2000]],
      ['base repeatNavigationToBookableMs', [1200, 900, 1200]],
      ['repeatHeadingToBookableMs', [1300, 1500, 1700]],
    ])

  it("divides each build's first card by the floor page's of the same round", () => {
    const { results } = judge(figures())
    expect(result(results, 'bookableFloorRatio')?.runs).toEqual([1.5, 1.3, 1.5])
    expect(result(results, 'base bookableFloorRatio')?.runs).toEqual([1.1, 1.1, 1])
  })

  it('does the same for the returning visit, navigation → first bookable card', () => {
    const { results, table } = judge(figures())
    expect(result(results, 'repeatNavigationFloorRatio')?.runs).toEqual([1.5, 1.5, 2.5])
    expect(result(results, 'repeatNavigationFloorRatio')?.value).toBe(1.5)
    expect(result(results, 'base repeatNavigationFloorRatio')?.runs).toEqual([1.2, 0.75, 1.5])
    expect(table).toMatch(/floor page, returning \(its code cached\).*\s1000\s/)
  })

  it('leaves the floor page and the figures from the heading without a ratio', () => {
    const { results } = judge(figures())
    const keys = results.filter((check) => check.runs.length).map((check) => check.key)
    expect(keys.filter((key) => key.startsWith('floor') && key.endsWith('Ratio'))).toEqual([])
    expect(keys.filter((key) => key.includes('Heading') && key.endsWith('Ratio'))).toEqual([])
  })
})
