import { useLayoutEffect } from 'react'

/**
 * Sets <html data-app-running> once the app has rendered. Until then the page may still be the
 * prerendered HTML, on which a control only the app can carry out (`data-needs-app`) keeps its
 * space but stays hidden (src/styles/global.css), so no tap on it is lost.
 */
export function useMarkAppRunning(): void {
  useLayoutEffect(() => {
    document.documentElement.dataset.appRunning = ''
  }, [])
}
