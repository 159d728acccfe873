/**
 * <html data-app-running>: set once the app has rendered. Until then the page may still be the
 * prerendered HTML, on which a control only the app can carry out (`data-needs-app`) keeps its
 * space but stays hidden (src/styles/global.css), so no tap on it is lost. Plain DOM, so code
 * that runs before React can read it.
 */
export function markAppRunning(): void {
  document.documentElement.dataset.appRunning = ''
}

let screenHydrated: () => void = () => {}
const hydratedScreen = new Promise<void>((resolve) => (screenHydrated = resolve))

/**
 * React hydrates a prerendered page in two passes: the frame (top bar, footer) first, the
 * route's content (behind the router's Suspense boundary) a moment later. Each prerendered
 * screen calls this once committed, so what must wait for the whole page (the switch to the
 * traveller's language, whose texts would not match the HTML) can.
 */
export function markScreenHydrated(): void {
  screenHydrated()
}

export function whenScreenHydrated(): Promise<void> {
  return hydratedScreen
}
