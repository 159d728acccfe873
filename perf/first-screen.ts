import type { Page } from '@playwright/test'

/**
 * A page's first screen, in ms from the start of its navigation: the frame that first showed a
 * bookable bus card, and the largest contentful paint as the page's PerformanceObserver saw it
 * (the figure its field beacon sends).
 */
export interface FirstScreen {
  bookable?: number
  lcp?: number
}

/**
 * Runs in the page before its own scripts: notes the first animation frame (its start, before
 * the paint) that showed a bookable bus card (the app runs and the card's button shows), and
 * keeps the last LCP entry. No named inner functions: they would need a helper the page lacks.
 */
export function watchFirstScreen(card: string): void {
  const watched: FirstScreen = {}
  Object.assign(window, { __perfFirstScreen: watched })
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1)
    if (last) watched.lcp = last.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  const onFrame = (frameStart: number) => {
    const button = document.querySelector(card)?.querySelector('button')
    const running = 'appRunning' in document.documentElement.dataset
    if (watched.bookable === undefined && running && button?.checkVisibility())
      watched.bookable = frameStart
    if (watched.bookable === undefined) requestAnimationFrame(onFrame)
  }
  requestAnimationFrame(onFrame)
}

/**
 * Once the app runs (and, on a page with bus cards, a card is bookable) and the network is
 * idle, the page's first screen.
 */
export async function firstScreenWhenIdle(page: Page, withCards = true): Promise<FirstScreen> {
  const waitFor = (condition: () => boolean) =>
    page.waitForFunction(condition, undefined, { timeout: 60_000 })
  await waitFor(() => 'appRunning' in document.documentElement.dataset)
  if (withCards)
    await waitFor(
      () =>
        (window as unknown as { __perfFirstScreen: FirstScreen }).__perfFirstScreen.bookable !==
        undefined,
    )
  await page.waitForLoadState('networkidle')
  return page.evaluate(() => ({
    ...(window as unknown as { __perfFirstScreen: FirstScreen }).__perfFirstScreen,
  }))
}
