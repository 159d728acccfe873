import type { Page } from '@playwright/test'
import type { ScenarioPatch } from '../mocks/scenario'
import { forgetSavedData, waitForServiceWorker } from './stored-data'

/**
 * Opens `path` as a first visit in the given mock scenario (else the default, not an earlier
 * one's), without the QA panel. It returns once the mock backend's worker controls the page: MSW
 * reloads a page loaded before that, which would cut the test's next step short.
 */
export async function openState(page: Page, path: string, scenario = '') {
  const [pathname, query] = path.split('?')
  const params = new URLSearchParams(query)
  params.set('mockPanel', 'off')
  params.set('mock', scenario)
  await forgetSavedData(page)
  const response = await page.goto(`${pathname}?${params.toString()}`)
  await waitForServiceWorker(page)
  return response
}

/** Switches the mock backend's scenario from inside the page, for the next call. */
export function setScenario(page: Page, patch: ScenarioPatch) {
  return page.evaluate((scenario) => window.matatuMock?.set(scenario), patch)
}
