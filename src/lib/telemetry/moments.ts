/**
 * The app's own moments, as User Timing entries that telemetry (vitals.ts) and the performance
 * bench can read: the first bus card a traveller can book, and a Book Seat tap to its prompt.
 * Cheap enough to stay in every build.
 */
export const firstBookableMark = 'matatu:first-bookable'
export const tapToPromptMeasure = 'matatu:tap-to-prompt'
/** This document's reporter runs: leaving the page now sends what it measured. */
export const reporterRunningMark = 'matatu:reporter-running'

/**
 * Once per document, when a Book Seat button is on screen and the app runs (the moment the
 * bench calls "bookable"), and only when the document opened on that page: after an in-app
 * navigation the time would measure the traveller, not the page.
 */
export function markFirstBookable(): void {
  if (marked || !('appRunning' in document.documentElement.dataset)) return
  if (!document.querySelector('.bus-card__book')) return
  marked = true
  const [navigation] = performance.getEntriesByType('navigation')
  if (navigation && new URL(navigation.name).pathname !== location.pathname) return
  performance.mark(firstBookableMark)
}
let marked = false

/** From the tap (the event's own time) to now, when its prompt is asked for. */
export function measureTapToPrompt(tapTime: number): void {
  performance.measure(tapToPromptMeasure, { start: tapTime, end: performance.now() })
}
