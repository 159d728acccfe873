import type { Page } from '@playwright/test'
import type { ScenarioPatch } from '../mocks/scenario'
import { forgetSavedData } from './stored-data'

/**
 * Opens `path` as a first visit in the given mock scenario (else the default: an earlier
 * state's would stay otherwise), with mockPanel=off: the QA panel is a tool, not the product.
 * It returns once the mock backend's worker controls the page: a page loaded before that (a
 * reload too soon) is reloaded again by MSW itself, which would cut the test's next step short.
 */
export async function openState(page: Page, path: string, scenario = '') {
  const [pathname, query] = path.split('?')
  const params = new URLSearchParams(query)
  params.set('mockPanel', 'off')
  params.set('mock', scenario)
  // Each state loads as a first visit, whatever the states before it saved.
  await forgetSavedData(page)
  const response = await page.goto(`${pathname}?${params.toString()}`)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return response
}

/** Switches the mock backend's scenario from inside the page, for the next call. */
export function setScenario(page: Page, patch: ScenarioPatch) {
  return page.evaluate((scenario) => window.matatuMock?.set(scenario), patch)
}
