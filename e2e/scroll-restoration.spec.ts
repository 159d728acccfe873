import { expect, test } from './fixtures'
import { openState } from './open-state'

// The router's scroll restoration (src/lib/scroll-restoration.ts) on a phone; what a language
// switch and the app's start keep is in language.spec.ts and real-http/hydration.spec.ts.
test.use({ viewport: { width: 360, height: 740 } })

test('a move to another page starts at its top; Back returns to where the traveller was', async ({
  page,
}) => {
  await openState(page, '/')
  await expect(page.locator('html')).toHaveAttribute('data-app-running', '')
  // Home's own content is in: the router has rendered it (a scroll before that render is kept,
  // which src/lib/scroll-restoration.test.ts proves).
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Matatu' })).toBeVisible()
  // The router notes a scrolled page from its scroll event, which comes a frame after the scroll
  // itself: a tap before it would leave no position to go Back to.
  await page.evaluate(() =>
    addEventListener('scroll', () => (document.body.dataset.scrollEventAt = String(scrollY))),
  )
  await page.mouse.wheel(0, 400)
  await expect(page.locator('body')).toHaveAttribute('data-scroll-event-at', '400')

  // A tap on a link in view: the link is not scrolled to first.
  await page
    .getByRole('banner')
    .getByRole('link', { name: 'Login' })
    .evaluate((link: HTMLElement) => link.click())
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
  // The router resets the scroll once the new page has rendered, which may be a frame after
  // its heading first shows.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Matatu' })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400)
})
