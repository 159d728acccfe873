import type { Page } from '@playwright/test'
import { expect, test, tinyPng } from './fixtures'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const main = (page: Page) => page.getByRole('main')

async function logIn(page: Page, email: string, password = 'password123') {
  await page.goto('/login?mockPanel=off')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByRole('link', { name: 'Profile' })).toBeVisible()
}

async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: localStorage.getItem('user'),
    role: localStorage.getItem('role'),
  }))
}

test.describe('accounts against the mock backend in the browser', () => {
  test('register → login → profile → upload a picture → logout', async ({ page }) => {
    await page.goto('/register?mockPanel=off')
    await page.getByLabel('Username').fill('wanjiru')
    await page.getByLabel('Email').fill('wanjiru@example.com')
    await page.getByLabel('Password', { exact: true }).fill('safari-2024')
    await page.getByLabel('Confirm password', { exact: true }).fill('safari-2024')
    await page.getByRole('button', { name: 'Show confirm password' }).click()
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute(
      'type',
      'text',
    )
    await page.getByRole('button', { name: 'Register' }).click()

    await expect(page).toHaveURL(/\/login\?registered=true$/)
    await expect(main(page).getByText('Registration successful. Please log in.')).toBeVisible()
    expect((await storedSession(page)).token).toBeNull()

    await logIn(page, 'wanjiru@example.com', 'safari-2024')
    const session = await storedSession(page)
    expect(session.token).toBeTruthy()
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({
      username: 'wanjiru',
      email: 'wanjiru@example.com',
    })

    await nav(page).getByRole('link', { name: 'Profile' }).click()
    await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible()
    await expect(main(page).getByText('wanjiru@example.com')).toBeVisible()
    await expect(page.getByTestId('profile-initial')).toHaveText('w')
    await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()

    const chooser = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: 'Choose File' }).click()
    await (await chooser).setFiles(tinyPng)
    const picture = page.getByAltText('Your profile picture')
    await expect(picture).toHaveAttribute(
      'src',
      /^http:\/\/localhost:5500\/uploads\/user-\d+-\d+\.png$/,
    )
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    // The server kept it: a reload shows the same picture.
    const src = await picture.getAttribute('src')
    await page.reload()
    await expect(page.getByAltText('Your profile picture')).toHaveAttribute('src', src ?? '')

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedSession(page)).toEqual({ token: null, user: null, role: null })
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible()
    await page.goto('/profile?mockPanel=off')
    await expect(main(page).getByText('You must log in to view your profile.')).toBeVisible()
  })

  test('register checks the form in the browser and sends nothing when it is wrong', async ({
    page,
  }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) sent.push(request.url())
    })
    await page.goto('/register?mockPanel=off')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByLabel('Username')).toBeFocused()
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')
    await page.getByLabel('Username').fill('wanjiru')
    await page.getByLabel('Email').fill('wanjiru@example')
    await page.getByLabel('Password', { exact: true }).fill('one')
    await page.getByLabel('Confirm password', { exact: true }).fill('two')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByLabel('Email')).toBeFocused()
    await page.getByLabel('Email').fill('wanjiru@example.com')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(main(page).getByText('Passwords do not match')).toBeVisible()
    await expect(page.getByLabel('Confirm password', { exact: true })).toBeFocused()
    expect(sent).toEqual([])
  })

  test('register shows the server refusal and keeps the typed values', async ({ page }) => {
    await page.goto('/register?mockPanel=off')
    await page.getByLabel('Username').fill('amina2')
    await page.getByLabel('Email').fill('amina@example.com')
    await page.getByLabel('Password', { exact: true }).fill('password123')
    await page.getByLabel('Confirm password', { exact: true }).fill('password123')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByRole('alert')).toHaveText('Email is already registered')
    await expect(page.getByLabel('Username')).toHaveValue('amina2')
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveValue('password123')
  })

  test("reads 'Logging in...' while busy, then shows a refusal", async ({ page }) => {
    await page.goto('/login?mockPanel=off&mock=slow')
    await page.getByLabel('Email').fill('amina@example.com')
    await page.getByLabel('Password', { exact: true }).fill('wrong')
    await page.getByRole('button', { name: 'Login' }).click()
    const busy = page.getByRole('button', { name: 'Logging in...' })
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password', {
      timeout: 10_000,
    })
    await expect(page.getByLabel('Email')).toHaveValue('amina@example.com')
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('wrong')
  })

  test("says 'An error occurred. Please try again later.' when login gets no answer", async ({
    page,
  }) => {
    await page.goto('/login?mockPanel=off&mock=offline:login')
    await page.getByLabel('Email').fill('amina@example.com')
    await page.getByLabel('Password', { exact: true }).fill('password123')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('alert')).toHaveText('An error occurred. Please try again later.')
  })

  test('two users one after the other each see only their own profile', async ({ page }) => {
    await logIn(page, 'brian@example.com')
    await page.goto('/profile?mockPanel=off')
    await expect(main(page).getByText('brian@example.com')).toBeVisible()
    const briansBookings = page.getByRole('list', { name: 'Your bookings' }).getByRole('listitem')
    await expect(briansBookings).toHaveCount(1)
    await expect(briansBookings.first()).toContainText('Lake Shuttle')
    await nav(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await logIn(page, 'amina@example.com')
    await nav(page).getByRole('link', { name: 'Profile' }).click()
    await expect(main(page).getByText('amina@example.com')).toBeVisible()
    await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
    await expect(main(page).getByText('brian', { exact: false })).toHaveCount(0)
    await expect(main(page).getByText('Lake Shuttle')).toHaveCount(0)
  })

  test('logout in one tab reaches a second tab', async ({ page, context }) => {
    await logIn(page, 'brian@example.com')
    await page.goto('/profile?mockPanel=off')
    const second = await context.newPage()
    await second.goto('/profile?mockPanel=off')
    await expect(main(second).getByText('brian@example.com')).toBeVisible()

    await nav(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await expect(main(second).getByText('You must log in to view your profile.')).toBeVisible()
    await expect(main(second).getByText('brian@example.com')).toHaveCount(0)
    await expect(nav(second).getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(nav(second).getByRole('button', { name: 'Logout' })).toHaveCount(0)
  })
})
