import { markStartUp } from './start-up-marks'
import { markFirstBookable } from './telemetry/moments'

/**
 * <html data-app-running>: set once the app has rendered. Until then the page may still be the
 * prerendered HTML, on which a control only the app can carry out (`data-needs-app`) keeps its
 * space but stays hidden (src/styles/global.css), so no tap on it is lost. Plain DOM, so code
 * that runs before React can read it.
 */
export function markAppRunning(): void {
  markStartUp('hydrated')
  document.documentElement.dataset.appRunning = ''
  // A prerendered /buses: its cards' buttons were in the page before the app ran.
  markFirstBookable()
}
