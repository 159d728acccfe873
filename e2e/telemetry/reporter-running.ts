import type { Page } from '@playwright/test'
import { reporterRunningMark } from '../../src/lib/telemetry/moments'

/**
 * Resolves once this document's reporter runs (src/lib/telemetry/start.ts marks it) and the
 * document has loaded, so leaving the page now sends everything it measured. Its chunk having
 * loaded is not enough: Vite preloads a chunk before the app imports it, and a page left in
 * between sends nothing. Nor is the reporter alone: web-vitals reports TTFB in a task queued
 * after the load event, which on a busy machine can come after the first screen.
 */
export async function reporterRunning(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0 && document.readyState === 'complete',
    reporterRunningMark,
  )
  // The load event has run (readyState turns complete in its task); a task queued now runs
  // after the one web-vitals queued from it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
}
