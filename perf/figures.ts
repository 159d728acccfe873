import { test, type Browser, type BrowserContext } from '@playwright/test'
import { signInThroughApi } from '../e2e/session-helpers'
import { phoneScreen } from '../e2e/slow-phone'
import { apiUrl } from './servers'
import type { FirstScreen } from './first-screen'

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

/** A table of start-up phases, one row per run, which `npm run bench` prints under its figures. */
export interface PhaseTable {
  title: string
  runs: Pick<FirstScreen, 'phases' | 'longestScripts'>[]
}

export function recordPhases(title: string, runs: PhaseTable['runs']): void {
  const table: PhaseTable = {
    title,
    runs: runs.map(({ phases, longestScripts }) => ({ phases, longestScripts })),
  }
  test.info().annotations.push({ type: 'phases', description: JSON.stringify(table) })
}

/** Brian's session, where the app keeps it, before the page's own scripts run. */
export function signIn(context: BrowserContext): Promise<void> {
  return signInThroughApi(context, { apiBaseUrl: apiUrl })
}
