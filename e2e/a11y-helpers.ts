import AxeBuilder from '@axe-core/playwright'
import axe from 'axe-core'
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures'

/** The accessibility bar every screen must clear: WCAG 2.1 A and AA, and 2.2 AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export const viewports = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const

/** Contrast axe could not decide, checked by hand; any other undecided contrast fails the scan. */
const reviewedContrast: Record<string, string> = {
  // The ▶ / ❚❚ glyph beside the Play/Pause text (aria-hidden): #08402f on #fff, 12.6:1.
  '.hero-slider__toggle-icon': 'decorative glyph, checked by hand',
  // The booking toast's text: #fff on the toast's own opaque #14211c, 16.6:1. At 360 px axe
  // says its box partially overlaps other elements, so it cannot tell the background.
  '.toast__text': 'white on the opaque toast, checked by hand',
}

/**
 * Runs axe over the whole page (the QA panel is kept out by `mockPanel=off`, not by a selector)
 * and fails with one line per offending node. Legacy mode runs axe in the page itself, not in a
 * new blank page: the same results for an app without frames, in half the time; passing nodes
 * are not collected. The page gets axe's 0.5 MB source once and keeps it (AxeBuilder would send
 * it twice a scan), so the scan at the other width costs a quarter as much.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const results = await new AxeBuilder({ page, axeSource: ';' })
    .options({ resultTypes: ['violations', 'incomplete'] })
    .withTags(wcagTags)
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

/** Nothing on the page is wider than the screen: no sideways scrolling. */
export async function expectNoSidewaysScrolling(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `sideways scrolling on ${page.url()}`).toBeLessThanOrEqual(0)
}

/**
 * Runs in the page: every visible link, button and control whose 24 × 24 px square is not all
 * its own: its hit area (its box with its labels') is smaller, or another target's box reaches
 * into the square around the hit area's centre; a link broken over two lines counts its largest
 * piece. Pure geometry in page coordinates, nothing scrolled or hit-tested, so what floats over
 * the page or a scroll under way cannot change the answer; targets in a fixed layer (the toast)
 * are compared only with their own layer's.
 */
async function findSmallTargets(): Promise<string[]> {
  await document.fonts.ready
  const selector = 'a[href], button, select, input:not([type="hidden"]), [role="button"], summary'
  type Rect = { left: number; top: number; right: number; bottom: number }
  const onPage = (rect: DOMRect): Rect => ({
    left: rect.left + scrollX,
    top: rect.top + scrollY,
    right: rect.right + scrollX,
    bottom: rect.bottom + scrollY,
  })
  const area = (rect: Rect) => (rect.right - rect.left) * (rect.bottom - rect.top)
  const layerOf = (element: Element): Element | null => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') return node
    }
    return null
  }
  // An inert control (the search form while the list loads) takes no tap: it is no target.
  const targets = [...document.querySelectorAll<HTMLElement>(selector)]
    .filter(
      (target) =>
        target.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        !target.closest('[inert]'),
    )
    .map((element) => {
      const pieces = [...element.getClientRects()].map(onPage)
      const box = pieces.reduce(
        (largest, piece) => (area(piece) > area(largest) ? piece : largest),
        onPage(element.getBoundingClientRect()),
      )
      const labels = [...((element as HTMLInputElement).labels ?? [])]
      return {
        element,
        box,
        hitArea: [box, ...labels.map((label) => onPage(label.getBoundingClientRect()))],
        owners: [element, ...labels],
        layer: layerOf(element),
      }
    })
  const pageWidth = document.documentElement.scrollWidth
  const half = 11.9
  const small: string[] = []
  for (const target of targets) {
    const { box } = target
    // Kept off the page until focused (the skip link), or visually hidden and used through its
    // label (the picture's file input): no finger is meant to reach it there.
    if (box.bottom <= 0 || box.right <= 0 || box.left >= pageWidth) continue
    if (box.right - box.left <= 1 && box.bottom - box.top <= 1) continue
    const hit = {
      left: Math.min(...target.hitArea.map((rect) => rect.left)),
      top: Math.min(...target.hitArea.map((rect) => rect.top)),
      right: Math.max(...target.hitArea.map((rect) => rect.right)),
      bottom: Math.max(...target.hitArea.map((rect) => rect.bottom)),
    }
    const [x, y] = [(hit.left + hit.right) / 2, (hit.top + hit.bottom) / 2]
    const square = { left: x - half, top: y - half, right: x + half, bottom: y + half }
    const covered = hit.right - hit.left >= 2 * half && hit.bottom - hit.top >= 2 * half
    const crowded = targets.some(
      (other) =>
        other !== target &&
        other.layer === target.layer &&
        !target.owners.some((owner) => owner.contains(other.element)) &&
        !other.owners.some((owner) => owner.contains(target.element)) &&
        other.box.left < square.right &&
        other.box.right > square.left &&
        other.box.top < square.bottom &&
        other.box.bottom > square.top,
    )
    if (!covered || crowded) {
      const name = target.element.getAttribute('aria-label') ?? target.element.textContent?.trim()
      const size = `${Math.round(box.right - box.left)}×${Math.round(box.bottom - box.top)}`
      small.push(`${target.element.tagName.toLowerCase()} "${name ?? ''}" ${size}`)
    }
  }
  return small
}

/** Every link, button and control on the page is a target of at least 24 × 24 CSS px. */
export async function expectTargetsOfAtLeast24px(page: Page): Promise<void> {
  expect(
    await page.evaluate(findSmallTargets),
    `targets under 24 × 24 px on ${page.url()}`,
  ).toEqual([])
}

/**
 * Where focus is, read in one trip to the page (a walk with Tab makes many): on nothing but the
 * body, on the main content (where a new screen puts it), how many elements match :focus, the
 * stop (tag and accessible text, `a Skip to content`), whether its focus style (an outline or a
 * box-shadow ring) would be seen, and whether it is the element read through (a locator's).
 */
function readFocusState(target?: Element) {
  const active = document.activeElement
  const focused = document.querySelector(':focus')
  let visible = false
  if (focused) {
    const style = getComputedStyle(focused)
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      style.outlineColor !== 'transparent' &&
      !style.outlineColor.endsWith(', 0)')
    visible = outline || style.boxShadow !== 'none'
  }
  const label = active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? ''
  return {
    onBody: !active || active === document.body,
    onMain: active?.id === 'main',
    focusedCount: document.querySelectorAll(':focus').length,
    tag: focused?.tagName ?? '',
    stop: `${active?.tagName.toLowerCase() ?? ''} ${label}`.trim(),
    visible,
    isTarget: target !== undefined && target === active,
  }
}

type FocusState = ReturnType<typeof readFocusState>

/** What is wrong with where focus is, if anything: it is lost, shared, or not shown. */
function focusProblem(state: FocusState): string | undefined {
  if (state.focusedCount !== 1) return `${state.focusedCount} elements have focus, not exactly one`
  if (state.tag === 'BODY') return 'focus is lost on the page body'
  if (!state.visible) return `the focused ${state.tag} does not show focus`
  return undefined
}

/** One element has focus (never <body>: focus must not be lost), with a visible indicator. */
function expectFocusShown(state: FocusState): void {
  expect(focusProblem(state), `focus on ${state.stop || 'nothing'}`).toBeUndefined()
}

/**
 * Focus was not lost: it is on the main content a new screen put it on, or on a control that
 * shows it. While a screen changes focus is for a moment on nothing: it is read until it lands.
 */
export async function expectFocusKept(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const state = await page.evaluate(readFocusState, undefined)
      return state.onMain ? undefined : focusProblem(state)
    })
    .toBeUndefined()
}

/** The focused element (never <body>: focus must not be lost) and its visible indicator. */
export async function expectVisibleFocus(page: Page, expected?: Locator): Promise<void> {
  await expect(page.locator(':focus')).toHaveCount(1)
  if (expected) await expect(expected).toBeFocused()
  expectFocusShown(await page.evaluate(readFocusState, undefined))
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking a visible focus indicator on
 * every stop; a keyboard trap or an unreachable control fails after `maxPresses`, not a hang.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, maxPresses = 40 } = {},
): Promise<void> {
  let focus = await target.evaluate(readFocusState)
  for (let press = 0; press < maxPresses; press += 1) {
    if (focus.isTarget) {
      expectFocusShown(focus)
      return
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    focus = await target.evaluate(readFocusState)
    if (!focus.onBody) expectFocusShown(focus)
  }
  throw new Error(`Could not reach ${target.toString()} with the keyboard in ${maxPresses} presses`)
}

/** Tabs from the top of the page to its end, focus shown at every stop; returns the stops. */
export async function tabThroughPage(page: Page, maxPresses = 80): Promise<string[]> {
  const stops: string[] = []
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(readFocusState, undefined)
    if (focus.onBody) return stops
    expectFocusShown(focus)
    stops.push(focus.stop)
  }
  throw new Error(`Tab never left the page after ${maxPresses} presses: ${stops.join(' | ')}`)
}
