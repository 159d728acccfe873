import type { Page } from '@playwright/test'
import { telemetryChunk } from '../servers'

/**
 * Resolves once this document's reporter runs: its chunk has loaded (after the first screen
 * settled) and been evaluated, so leaving the page now sends what it measured. Importing the
 * same chunk again resolves only after it has run, and after the app's own import of it.
 */
export async function reporterRunning(page: Page): Promise<void> {
  await page.waitForFunction(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new RegExp(pattern).test(entry.name)),
    telemetryChunk.source,
  )
  await page.evaluate(async (pattern) => {
    const chunk = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(pattern).test(entry.name))
    await import(/* @vite-ignore */ chunk!.name)
  }, telemetryChunk.source)
}
