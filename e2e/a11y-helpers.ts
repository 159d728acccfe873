import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const

/** Contrast axe could not decide, checked by hand; any other undecided contrast fails the scan. */
const reviewedContrast: Record<string, string> = {
  // The ▶ / ❚❚ glyph beside the Play/Pause text (aria-hidden): #08402f on #fff, 12.6:1.
  '.hero-slider__toggle-icon': 'decorative glyph, checked by hand',
  // #fff on the toast's own opaque #14211c, 16.6:1. At 360 px axe says its box partially
  // overlaps other elements, so it cannot tell the background.
  '.toast__text': 'white on the opaque toast, checked by hand',
}

/**
 * axe (WCAG 2.1 A and AA, 2.2 AA) over the whole page, one line per offending node. Legacy mode
 * runs it in the page itself, not a new blank one: the same results without frames, in half the
 * time. The page gets axe's 0.5 MB source once and keeps it for the scan at the other width.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const results = await new AxeBuilder({ page, axeSource: ';' })
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .analyze()
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

export async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `sideways scrolling on ${page.url()}`).toBeLessThanOrEqual(0)
}

/**
 * In the page: each visible link, button and control whose 24 × 24 px square is not all its own:
 * its hit area (its box with its labels') is smaller, or another target's box reaches into the
 * square around the hit area's centre; a link broken over two lines counts its largest piece.
 * Pure geometry of one layout, nothing hit-tested, so what floats over the page or a scroll
 * cannot change the answer; a fixed layer's targets (the toast) meet only their own layer's.
 */
async function findSmallTargets(): Promise<string[]> {
  await document.fonts.ready
  const selector = 'a[href], button, select, input:not([type="hidden"]), [role="button"], summary'
  const area = (rect: DOMRect) => rect.width * rect.height
  const layerOf = (element: Element | null): Element | null =>
    !element || getComputedStyle(element).position === 'fixed'
      ? element
      : layerOf(element.parentElement)
  // An inert control (the search form while the list loads) takes no tap: it is no target.
  const targets = [...document.querySelectorAll<HTMLElement>(selector)]
    .filter(
      (target) =>
        target.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        !target.closest('[inert]'),
    )
    .map((element) => {
      const box = [...element.getClientRects()].reduce(
        (largest, piece) => (area(piece) > area(largest) ? piece : largest),
        element.getBoundingClientRect(),
      )
      const labels = [...((element as HTMLInputElement).labels ?? [])]
      const hitArea = [box, ...labels.map((label) => label.getBoundingClientRect())]
      return { element, box, hitArea, owners: [element, ...labels], layer: layerOf(element) }
    })
  const pageWidth = document.documentElement.scrollWidth
  const half = 11.9
  const small: string[] = []
  for (const target of targets) {
    const { box, hitArea } = target
    // Kept off the page until focused (the skip link), or visually hidden and used through its
    // label (the picture's file input): no finger is meant to reach it there.
    if (box.bottom + scrollY <= 0 || box.right + scrollX <= 0 || box.left + scrollX >= pageWidth)
      continue
    if (box.width <= 1 && box.height <= 1) continue
    const left = Math.min(...hitArea.map((rect) => rect.left))
    const top = Math.min(...hitArea.map((rect) => rect.top))
    const right = Math.max(...hitArea.map((rect) => rect.right))
    const bottom = Math.max(...hitArea.map((rect) => rect.bottom))
    const [x, y] = [(left + right) / 2, (top + bottom) / 2]
    const covered = right - left >= 2 * half && bottom - top >= 2 * half
    const crowded = targets.some(
      (other) =>
        other !== target &&
        other.layer === target.layer &&
        !target.owners.some((owner) => owner.contains(other.element)) &&
        !other.owners.some((owner) => owner.contains(target.element)) &&
        other.box.left < x + half &&
        other.box.right > x - half &&
        other.box.top < y + half &&
        other.box.bottom > y - half,
    )
    if (!covered || crowded) {
      const name = target.element.getAttribute('aria-label') ?? target.element.textContent?.trim()
      const size = `${Math.round(box.width)}×${Math.round(box.height)}`
      small.push(`${target.element.tagName.toLowerCase()} "${name ?? ''}" ${size}`)
    }
  }
  return small
}

export async function expectTargetsOfAtLeast24px(page: Page): Promise<void> {
  const small = await page.evaluate(findSmallTargets)
  expect(small, `targets under 24 × 24 px on ${page.url()}`).toEqual([])
}

/**
 * Where focus is, in one trip to the page: the stop (`a Skip to content`); on the body, on the
 * main content (where a new screen puts it), on `target` (a locator's); and what is wrong, if
 * anything: focus lost, shared, or not shown (neither an outline nor a box-shadow ring).
 */
function readFocus(target?: Element) {
  const active = document.activeElement
  const focused = document.querySelectorAll(':focus')
  const tag = focused[0]?.tagName ?? ''
  const style = focused[0] && getComputedStyle(focused[0])
  const outline =
    style?.outlineStyle !== 'none' &&
    parseFloat(style?.outlineWidth ?? '0') >= 2 &&
    !/^transparent$|, 0\)$/.test(style?.outlineColor ?? '')
  const label = active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''
  return {
    stop: `${active?.tagName.toLowerCase() ?? ''} ${label}`.trim(),
    onBody: !active || active === document.body,
    onMain: active?.id === 'main',
    isTarget: target !== undefined && target === active,
    problem:
      focused.length !== 1
        ? `${focused.length} elements have focus, not exactly one`
        : tag === 'BODY'
          ? 'focus is lost on the page body'
          : outline || style?.boxShadow !== 'none'
            ? undefined
            : `the focused ${tag} does not show focus`,
  }
}

function expectFocusShown({ problem, stop }: ReturnType<typeof readFocus>): void {
  expect(problem, `focus on ${stop || 'nothing'}`).toBeUndefined()
}

/**
 * Focus was not lost: it is on the main content a new screen put it on, or on a control that
 * shows it. While a screen changes focus is for a moment on nothing: it is read until it lands.
 */
export async function expectFocusKept(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const { onMain, problem } = await page.evaluate(readFocus, undefined)
      return onMain ? undefined : problem
    })
    .toBeUndefined()
}

/** `expected` alone has focus, and shows it. */
export async function expectVisibleFocus(expected: Locator): Promise<void> {
  await expect(expected).toBeFocused()
  expectFocusShown(await expected.evaluate(readFocus))
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking that every stop shows it; a
 * keyboard trap or an unreachable control fails after 40 presses, not a hang.
 */
export async function tabTo(target: Locator, { backwards = false } = {}) {
  let focus = await target.evaluate(readFocus)
  for (let press = 0; !focus.isTarget; press += 1) {
    if (press === 40) throw new Error(`Could not reach ${target.toString()} by keyboard`)
    await target.page().keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    focus = await target.evaluate(readFocus)
    if (!focus.onBody) expectFocusShown(focus)
  }
  expectFocusShown(focus)
}

/** Tabs from the top of the page to its end, focus shown at every stop; returns the stops. */
export async function tabThroughPage(page: Page): Promise<string[]> {
  const stops: string[] = []
  for (let press = 0; press < 80; press += 1) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(readFocus, undefined)
    if (focus.onBody) return stops
    expectFocusShown(focus)
    stops.push(focus.stop)
  }
  throw new Error(`Tab never left the page after 80 presses: ${stops.join(' | ')}`)
}
