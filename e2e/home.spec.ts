import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { viewports } from './a11y-helpers'
import { recordLayoutShifts, sumOf } from './real-http/layout-shifts'

const slideMs = 4500

const dot = (page: Page, number: number) =>
  page.getByRole('button', { name: `Show slide ${number} of 3` })

async function expectCurrentSlide(page: Page, number: number) {
  await expect(dot(page, number)).toHaveAttribute('aria-current', 'true')
  for (const other of [1, 2, 3].filter((candidate) => candidate !== number))
    await expect(dot(page, other)).not.toHaveAttribute('aria-current', 'true')
  // Only the current picture is shown (the others are faded out and hidden from screen readers).
  await expect(page.getByRole('img')).toHaveCount(1)
  await expect(page.locator('.hero-slider__slide[data-current="true"]')).toHaveCSS('opacity', '1')
}

/** Moves the pointer and keyboard focus away from the slider, so it may rotate. */
async function leaveSlider(page: Page) {
  await page.mouse.move(1, 1)
  await page.getByRole('heading', { name: 'Welcome to Matatu' }).evaluate((heading) => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    heading.scrollIntoView()
  })
}

/** The first screen is filled, with no empty band, at the page's viewport. */
async function expectFirstScreenFilled(page: Page) {
  const viewport = page.viewportSize() ?? viewports.phone
  await expect(page.getByRole('link', { name: 'Nairobi to Mombasa' })).toBeVisible()
  // The lowest edge of what is seen (text, pictures, controls: elements with no element inside,
  // so no container) that starts on the first screen.
  const contentBottom = await page.getByRole('main').evaluate((main) =>
    Math.max(
      ...[...main.querySelectorAll('*')]
        .filter((element) => element.childElementCount === 0)
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.height > 0 && box.top < window.innerHeight)
        .map((box) => Math.min(box.bottom, window.innerHeight)),
    ),
  )
  expect(contentBottom, `content bottom at ${viewport.width} px`).toBeGreaterThanOrEqual(
    viewport.height * 0.8,
  )
}

/**
 * The home page in a real browser: layout, real timers, a real pointer and real focus. What the
 * slider does with its timer (4.5 s steps, wrapping, Pause/Play, dots) and what the page says is
 * proven in Vitest (hero-slider.test.tsx, use-slider.test.ts, home-screen.test.tsx).
 */
test('home: nothing shifts while the page and its first picture load (360 px); the first screen is filled at 360 and 1280 px; the slider really moves on in real time, one picture at a time', async ({
  page,
}) => {
  await page.setViewportSize(viewports.phone)
  const shifts = await recordLayoutShifts(page)
  await page.goto('/?mockPanel=off')
  // Nothing shifts.
  const first = page.locator('.hero-slider img').first()
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)
  const box = await first.boundingBox()
  expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 450) / 800, 0)
  expect(sumOf(await shifts())).toBeLessThan(0.01)

  // The first screen is filled, on a phone.
  await expectFirstScreenFilled(page)

  // Real time, without a fake clock: whichever slide shows when the test first looks (a slow
  // start may be past the first one), the next follows within one step.
  await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
  const dots = page.getByRole('button', { name: /^Show slide \d of 3$/ })
  const shown = await dots.evaluateAll((buttons) =>
    buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'),
  )
  await expect(dots.nth((shown + 1) % 3)).toHaveAttribute('aria-current', 'true', {
    timeout: slideMs + 3000,
  })
  await expect(page.getByRole('img')).toHaveCount(1)

  // The first screen is filled, on a desktop.
  await page.setViewportSize(viewports.desktop)
  await expectFirstScreenFilled(page)
})

test('home: a real pointer over the slider and keyboard focus in it hold it still; with reduced motion it does not move by itself, and its dots still work', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/?mockPanel=off')
  await dot(page, 3).click()
  await expectCurrentSlide(page, 3)

  // The pointer and focus are still on the slider: no movement (WCAG 2.2.2).
  await page.clock.runFor(slideMs * 3)
  await expectCurrentSlide(page, 3)

  await dot(page, 2).click()
  await expectCurrentSlide(page, 2)

  await leaveSlider(page)
  await page.clock.runFor(slideMs)
  await expectCurrentSlide(page, 3)

  // Keyboard focus alone (the pointer is away): Tab between the dots, Enter jumps, it holds.
  await dot(page, 1).focus()
  await page.keyboard.press('Tab')
  await expect(dot(page, 2)).toBeFocused()
  await page.keyboard.press('Enter')
  await expectCurrentSlide(page, 2)
  await page.clock.runFor(slideMs * 2)
  await expectCurrentSlide(page, 2)

  // Reduced motion: a fresh page does not move by itself.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  await page.clock.runFor(slideMs * 3)
  await expectCurrentSlide(page, 1)
  // The dots still work.
  await dot(page, 2).click()
  await expectCurrentSlide(page, 2)
})
