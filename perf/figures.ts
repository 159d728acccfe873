import { test, type Browser, type BrowserContext } from '@playwright/test'
import { phoneScreen } from '../e2e/slow-phone'

/**
 * How a performance test hands its figures to `npm run bench`: one annotation per figure, with
 * every run's value, in Playwright's JSON report. The bench takes the medians and compares
 * them with perf/budgets.json; the tests themselves only measure.
 */
export interface Figure {
  key: string
  runs: number[]
}

export function recordFigure(key: string, runs: number[]): void {
  test.info().annotations.push({ type: 'figure', description: JSON.stringify({ key, runs }) })
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2) return sorted[middle] ?? Number.NaN
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

/** Runs per figure: the median of five shrugs off two runs hit by a busy machine. */
export const runs = 5

export async function inFreshContext<T>(
  browser: Browser,
  task: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({
    viewport: phoneScreen,
    isMobile: true,
    hasTouch: true,
  })
  try {
    return await task(context)
  } finally {
    await context.close()
  }
}

/** A bus card of the list, before and after the app takes it over. */
export const busCard = 'ul.bus-grid > li > article'
