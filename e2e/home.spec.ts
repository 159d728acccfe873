import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const slideMs = 4500

function dot(page: Page, number: number) {
  return page.getByRole('button', { name: `Show slide ${number} of 3` })
}

async function expectCurrentSlide(page: Page, number: number) {
  await expect(dot(page, number)).toHaveAttribute('aria-current', 'true')
  for (const other of [1, 2, 3].filter((candidate) => candidate !== number)) {
    await expect(dot(page, other)).not.toHaveAttribute('aria-current', 'true')
  }
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

test.describe('home page', () => {
  test('welcome text, guest note, Book Now! and 3 sized pictures, the first loaded at once', async ({
    page,
  }) => {
    await page.goto('/?mockPanel=off')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Matatu' })).toBeVisible()
    await expect(
      page.getByText('Book bus or shuttle rides, select your seat, and pay online'),
    ).toBeVisible()
    await expect(
      page.getByText(
        'Guest sessions last for 15 minutes. After that, you may need to log in again.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Book Now!' })).toBeVisible()

    const images = page.locator('.hero-slider img')
    await expect(images).toHaveCount(3)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', '800')
      await expect(image).toHaveAttribute('height', '450')
    }
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager')
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high')
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
    await expect(images.nth(2)).toHaveAttribute('loading', 'lazy')
    await expect
      .poll(() => images.nth(0).evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    await expectCurrentSlide(page, 1)
  })

  test('nothing shifts while the page and its first picture load (360 px)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { __shifts: number[] }).__shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/?mockPanel=off')
    const first = page.locator('.hero-slider img').first()
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0)
    const box = await first.boundingBox()
    expect(box?.height).toBeCloseTo(((box?.width ?? 0) * 450) / 800, 0)
    const total = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    )
    expect(total).toBeLessThan(0.01)
  })

  test('advances every 4.5 s by itself and wraps from the third slide to the first', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/?mockPanel=off')
    await expectCurrentSlide(page, 1)
    // From here the fake clock stands still between steps, however busy the machine is (the
    // exact 4500 ms is unit-tested in use-slider.test.ts).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await expectCurrentSlide(page, 1)
    await page.clock.runFor(slideMs)
    await expectCurrentSlide(page, 2)
    await expect(page.getByRole('img')).toHaveAttribute('src', /seat-map/)
    await page.clock.runFor(slideMs)
    await expectCurrentSlide(page, 3)
    await page.clock.runFor(slideMs)
    await expectCurrentSlide(page, 1)
  })

  test('really moves on in real time, without a fake clock', async ({ page }) => {
    await page.goto('/?mockPanel=off')
    await expectCurrentSlide(page, 1)
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: slideMs + 3000 })
  })

  test('the dots jump to a slide; the slider holds still under the pointer and focus', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/?mockPanel=off')
    await dot(page, 3).click()
    await expectCurrentSlide(page, 3)
    await expect(page.getByRole('img')).toHaveAttribute('src', /kenya-routes/)

    // The pointer and focus are still on the slider: no movement (WCAG 2.2.2).
    await page.clock.runFor(slideMs * 3)
    await expectCurrentSlide(page, 3)

    await dot(page, 2).click()
    await expectCurrentSlide(page, 2)

    await leaveSlider(page)
    await page.clock.runFor(slideMs)
    await expectCurrentSlide(page, 3)
  })

  test('keyboard focus on the slider holds it still; Enter on a dot jumps', async ({ page }) => {
    await page.clock.install()
    await page.goto('/?mockPanel=off')
    await dot(page, 1).focus()
    await page.keyboard.press('Tab')
    await expect(dot(page, 2)).toBeFocused()
    await page.keyboard.press('Enter')
    await expectCurrentSlide(page, 2)
    await page.clock.runFor(slideMs * 2)
    await expectCurrentSlide(page, 2)
  })

  test('Pause stops the rotation and Play starts it again', async ({ page }) => {
    await page.clock.install()
    await page.goto('/?mockPanel=off')
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await leaveSlider(page)
    await page.clock.runFor(slideMs * 3)
    await expectCurrentSlide(page, 1)

    await page.getByRole('button', { name: 'Play slideshow' }).click()
    await leaveSlider(page)
    await page.clock.runFor(slideMs)
    await expectCurrentSlide(page, 2)
  })

  test('does not move by itself when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/?mockPanel=off')
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
    await page.clock.runFor(slideMs * 3)
    await expectCurrentSlide(page, 1)
    // The dots still work.
    await dot(page, 2).click()
    await expectCurrentSlide(page, 2)
  })

  test('Book Now! marks the visitor as a guest and opens the booking form', async ({ page }) => {
    await page.goto('/?mockPanel=off')
    expect(await page.evaluate(() => localStorage.getItem('isGuest'))).toBeNull()
    await page.getByRole('button', { name: 'Book Now!' }).click()
    await expect(page).toHaveURL(/\/bookingform$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Matatu' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('isGuest'))).toBe('true')
  })
})
