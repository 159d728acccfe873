import type { Page } from '@playwright/test'
import { reporterRunningMark } from '../../src/lib/telemetry/moments'

/**
 * Resolves once this document's reporter runs (src/lib/telemetry/start.ts marks it), so
 * leaving the page now sends what it measured. Its chunk having loaded is not enough: Vite
 * preloads a chunk before the app imports it, and a page left in between sends nothing.
 */
export async function reporterRunning(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    reporterRunningMark,
  )
}
