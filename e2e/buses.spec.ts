import { expect, test } from './fixtures'

test.describe('Buses screen against the mock backend in the browser', () => {
  test('shows a card per sample bus', async ({ page }) => {
    await page.goto('/buses?mockPanel=off')
    const cards = page.getByRole('list', { name: 'Buses' }).getByRole('article')
    await expect(cards).toHaveCount(5)
    const first = cards.first()
    await expect(first.getByText('Route')).toBeVisible()
    await expect(first.getByText(/^KES \d{1,3}(,\d{3})*$/)).toBeVisible()
    await expect(first.getByRole('button', { name: 'Book Seat' })).toBeEnabled()
    // The picture comes from the API base and really loads.
    const image = first.getByRole('img')
    await expect(image).toHaveAttribute('src', /^http:\/\/localhost:5500\/images\//)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  })

  test('reads the envelope and availableSeats', async ({ page }) => {
    await page.goto('/buses?mockPanel=off&mock=busesShape:envelope,seatsKey:availableSeats')
    await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5)
  })

  for (const scenario of [
    'fail:buses',
    'offline:buses',
    'invalidJson:buses',
    'busesShape:failed-envelope',
  ]) {
    test(`'Failed to load buses' with ${scenario}, then a working retry`, async ({ page }) => {
      await page.goto(`/buses?mockPanel=off&mock=${scenario}`)
      await expect(page.getByText('Failed to load buses')).toBeVisible()
      await page.evaluate(() => window.matatuMock?.reset())
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5)
    })
  }

  test("shows 'Loading buses...' on a slow answer", async ({ page }) => {
    await page.goto('/buses?mockPanel=off&mock=slow')
    await expect(page.getByText('Loading buses...')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5, {
      timeout: 10_000,
    })
  })

  test('the grid fits a 360 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/buses?mockPanel=off')
    await expect(page.getByRole('list', { name: 'Buses' }).getByRole('article')).toHaveCount(5)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
