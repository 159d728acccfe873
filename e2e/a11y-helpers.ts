import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** The accessibility bar every screen must clear: WCAG 2.1 A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const

/**
 * Contrast axe could not decide ("needs review"), checked by hand. Anything else it cannot
 * decide fails the scan, so a new text over a picture or a gradient gets looked at.
 */
const reviewedContrast: Record<string, string> = {
  // The ▶ / ❚❚ glyph beside the Play/Pause text (aria-hidden): #08402f on #fff, 12.6:1.
  '.hero-slider__toggle-icon': 'decorative glyph, checked by hand',
}

/**
 * Runs axe over the whole page and fails with one readable line per offending node. Nothing is
 * excluded: the QA panel is kept out by `mockPanel=off` in every URL, not by a selector.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary ?? violation.help}`,
    ),
  )
  const undecidedContrast = results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes.map((node) => node.target.join(' ')))
    .filter((target) => !(target in reviewedContrast))
    .map((target) => `color-contrast needs review: ${target}`)
  expect([...found, ...undecidedContrast], `axe violations on ${page.url()}`).toEqual([])
}

/** True when the element's focus style would be seen: an outline or a box-shadow ring. */
export function hasVisibleFocusIndicator(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element)
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      style.outlineColor !== 'transparent' &&
      !style.outlineColor.endsWith(', 0)')
    return outline || style.boxShadow !== 'none'
  })
}

/** The focused element (never <body>: focus must not be lost) and its visible indicator. */
export async function expectVisibleFocus(page: Page, expected?: Locator): Promise<void> {
  const focused = page.locator(':focus')
  await expect(focused).toHaveCount(1)
  if (expected) await expect(expected).toBeFocused()
  const tag = await focused.evaluate((element) => element.tagName)
  expect(tag, 'focus is not lost on the page body').not.toBe('BODY')
  expect(await hasVisibleFocusIndicator(focused), `visible focus on the focused ${tag}`).toBe(true)
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking a visible focus indicator on
 * every stop on the way. Fails after `maxPresses`, so a keyboard trap or unreachable control
 * shows up as a failure, not a hang.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 40 } = {},
): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectVisibleFocus(page)
      return
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const onBody = await page.evaluate(
      () => document.activeElement === document.body || document.activeElement === null,
    )
    if (!onBody) await expectVisibleFocus(page)
  }
  throw new Error(`Could not reach ${target.toString()} with the keyboard in ${maxPresses} presses`)
}

/**
 * Tabs from the top of the page to its end, checking a visible focus indicator at every stop.
 * Returns the stops (tag and accessible text) so a test can check what was reachable.
 */
export async function tabThroughPage(page: Page, maxPresses = 80): Promise<string[]> {
  const stops: string[] = []
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const active = document.activeElement
      if (!active || active === document.body) return null
      const label = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? ''
      return `${active.tagName.toLowerCase()} ${label}`.trim()
    })
    if (stop === null) return stops
    await expectVisibleFocus(page)
    stops.push(stop)
  }
  throw new Error(`Tab never left the page after ${maxPresses} presses: ${stops.join(' | ')}`)
}
