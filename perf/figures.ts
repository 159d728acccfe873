import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Browser, BrowserContext } from '@playwright/test'
import { signInThroughApi } from '../e2e/session-helpers'
import { phoneScreen } from '../e2e/slow-phone'
import { apiUrl } from './servers'

/**
 * How a performance test hands a figure to `npm run bench`: a line of `figuresFile` with every
 * run's value (NaN, which JSON lacks, as null). The bench judges it; tests only measure.
 */
export const figuresFile = 'bench-results/figures.jsonl'
export type Figure = { key: string; runs: (number | null)[] }

export function recordFigure(key: string, runs: number[]): void {
  mkdirSync(dirname(figuresFile), { recursive: true })
  appendFileSync(figuresFile, `${JSON.stringify({ key, runs })}\n`)
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2) return sorted[middle] ?? Number.NaN
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

/** Runs per figure: the median of five shrugs off two runs hit by a busy machine. */
export const runs = 5

/** A phone with a fresh profile, English unless `locale` (a Kiswahili phone: 'sw-KE'). */
export async function inFreshContext<T>(
  browser: Browser,
  task: (context: BrowserContext) => Promise<T>,
  locale?: string,
): Promise<T> {
  const context = await browser.newContext({
    viewport: phoneScreen,
    isMobile: true,
    hasTouch: true,
    locale,
  })
  try {
    return await task(context)
  } finally {
    await context.close()
  }
}

/** A bus card of the list, before and after the app takes it over. */
export const busCard = 'ul.bus-grid > li > article'

/** Brian's session, where the app keeps it, before the page's own scripts run. */
export function signIn(context: BrowserContext): Promise<void> {
  return signInThroughApi(context, { apiBaseUrl: apiUrl })
}
