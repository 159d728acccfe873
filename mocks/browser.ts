import { setupWorker } from 'msw/browser'
import { config } from '../src/lib/config'
import {
  applyUrlScenario,
  createConsoleApi,
  mockSaveData,
  panelWanted,
  type MatatuMockConsole,
} from './browser-controls'
import { persistBackend } from './browser-persistence'
import { createHandlers } from './handlers'
import { mockBackend } from './mock-backend'
import { mountQaPanel } from './qa-panel'
import { formatScenario } from './scenario-syntax'

declare global {
  interface Window {
    /** QA's console handle on the mock backend (only when mocking is on). */
    matatuMock?: MatatuMockConsole
  }
}

/**
 * Starts the mock backend in the browser: restores the saved data and scenario, applies
 * `?mock=`, stands in for the browser's Save-Data, exposes `window.matatuMock`, starts the service worker and (unless
 * `mockPanel=off`) adds the QA panel. Called from src/main.tsx before the app renders.
 */
export async function startMockWorker(): Promise<void> {
  persistBackend(mockBackend)
  const errors = applyUrlScenario(mockBackend, window.location)
  for (const error of errors) console.warn(`[mock backend] ?mock= ${error}`)
  mockSaveData(mockBackend)
  window.matatuMock = createConsoleApi(mockBackend)

  const worker = setupWorker(...createHandlers(config.apiBaseUrl))
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  console.info(
    `[mock backend] ${config.apiBaseUrl} is mocked; scenario: ${formatScenario(mockBackend.getScenario())}. ` +
      'See window.matatuMock or mocks/README.md.',
  )
  if (panelWanted(window.location)) mountQaPanel(mockBackend)
}
