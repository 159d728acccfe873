import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { signInThroughApi } from './session-helpers'
import { seedCredentials } from '../mocks/seed'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const main = (page: Page) => page.getByRole('main')

/**
 * Accounts in a real browser: two tabs share one storage, and a logout in one reaches the other
 * through a real storage event. Register, login, logout, their checks and failures are proven in
 * Vitest (login-screen, register-screen and logout tests) and over real HTTP in
 * real-http/auth.spec.ts.
 */
test.describe('accounts against the mock backend in the browser', () => {
  test('logout in one tab reaches a second tab', async ({ page, context }) => {
    await signInThroughApi(page)
    await page.goto('/profile?mockPanel=off')
    const second = await context.newPage()
    await second.goto('/profile?mockPanel=off')
    await expect(main(second).getByText(seedCredentials.brian.email)).toBeVisible()

    await nav(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await expect(main(second).getByText('You must log in to view your profile.')).toBeVisible()
    await expect(main(second).getByText(seedCredentials.brian.email)).toHaveCount(0)
    await expect(nav(second).getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(nav(second).getByRole('button', { name: 'Logout' })).toHaveCount(0)
  })
})
