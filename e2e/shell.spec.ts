import { expect, test } from './fixtures'

test.describe('app shell', () => {
  test('top bar, footer and landmarks on every page', async ({ page }) => {
    for (const path of ['/', '/buses', '/login', '/register', '/bookingform']) {
      await page.goto(`${path}?mockPanel=off`)
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible()
      await expect(nav.getByRole('link', { name: 'Buses' })).toBeVisible()
      await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible()
      await expect(nav.getByRole('link', { name: 'Register' })).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('main')).toBeVisible()
      const footer = page.getByRole('contentinfo')
      for (const heading of ['About', 'Stay Connected', 'Talk to Us']) {
        await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
      }
    }
  })

  test('a stored token shows Profile, Bookings and Logout', async ({ page }) => {
    await page.goto('/?mockPanel=off')
    await page.evaluate(() => {
      localStorage.setItem('token', 'some-token')
      localStorage.setItem('user', JSON.stringify({ id: 1, username: 'amina' }))
    })
    await page.reload()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('link', { name: 'Profile' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0)
  })

  test('a corrupted stored user means logged out, not a crash', async ({ page }) => {
    await page.goto('/?mockPanel=off')
    await page.evaluate(() => {
      localStorage.setItem('token', 'some-token')
      localStorage.setItem('user', '{broken')
    })
    await page.reload()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible()
  })

  test('an unknown path shows the 404 page and Go Home leads home', async ({ page }) => {
    await page.goto('/this/does/not/exist?mockPanel=off')
    await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
    await expect(page).toHaveTitle('Page not found · Matatu')
    await page.getByRole('link', { name: 'Go Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('keyboard focus is visible on the top bar links', async ({ page }) => {
    await page.goto('/buses?mockPanel=off')
    await page.getByRole('main').waitFor()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Tab')
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element)
      return `${style.outlineStyle} ${style.outlineWidth}`
    })
    expect(outline).toMatch(/^solid [1-9]/)
  })

  test('each route sets the document title', async ({ page }) => {
    const titles: Record<string, string> = {
      '/buses': 'Buses · Matatu',
      '/login': 'Login · Matatu',
      '/register': 'Register · Matatu',
      '/bookingform': 'Book Your Matatu · Matatu',
    }
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(`${path}?mockPanel=off`)
      await expect(page).toHaveTitle(title)
    }
  })
})
