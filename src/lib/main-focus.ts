/**
 * The root layout's `<main id="main" tabIndex={-1}>`, also the skip link's target. Focusing it
 * puts a keyboard user at the start of the screen's content: the next Tab reaches its first
 * control, and a screen reader reads on from there.
 */
export function focusMainContent(): void {
  document.getElementById('main')?.focus({ preventScroll: true })
}

/** True when the focused control has gone (removed with its screen): focus sits on <body>. */
export function isFocusLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body || !active.isConnected
}
