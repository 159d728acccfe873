import { expect, test } from './fixtures'

/**
 * The bus pictures come from the API base, where the service worker serves them, and really
 * decode. The screen's texts, shapes, failures and retries are proven in Vitest
 * (buses-screen.test.tsx); its layout at 360 px and its states in a11y.spec.ts.
 */
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
})
