import type { Page } from '@playwright/test'
import { expect, recordDialogs, test, tinyPng } from './fixtures'

const main = (page: Page) => page.getByRole('main')

async function logIn(page: Page, email = 'amina@example.com') {
  await page.goto('/login?mockPanel=off')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('password123')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** Logs in, then opens /profile with a `?mock=` scenario (the token stays valid). */
async function openProfile(page: Page, scenario?: string) {
  await logIn(page)
  const mock = scenario ? `&mock=${scenario}` : ''
  await page.goto(`/profile?mockPanel=off${mock}`)
}

function profileCalls(page: Page, method: string) {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/profile/') && request.method() === method) {
      calls.push(request.url())
    }
  })
  return calls
}

test.describe('profile against the mock backend in the browser', () => {
  test('without a token it says so and calls nobody', async ({ page }) => {
    const calls = profileCalls(page, 'GET')
    await page.goto('/profile?mockPanel=off')
    await expect(main(page).getByText('You must log in to view your profile.')).toBeVisible()
    expect(calls).toEqual([])
  })

  test('a 401 says the session expired, then 1.5 s later goes to /login without a token', async ({
    page,
  }) => {
    // Timed inside the page, so a busy test machine cannot blur the 1.5 s.
    await page.addInitScript(() => {
      const marks: { notice?: number; tokenAtNotice?: string | null; login?: number } = {}
      new MutationObserver(() => {
        const text = document.body?.textContent ?? ''
        if (
          marks.notice === undefined &&
          text.includes('Session expired. Redirecting to login...')
        ) {
          marks.notice = performance.now()
          marks.tokenAtNotice = localStorage.getItem('token')
        }
        if (
          marks.notice !== undefined &&
          marks.login === undefined &&
          location.pathname === '/login'
        ) {
          marks.login = performance.now()
        }
      }).observe(document, { subtree: true, childList: true, characterData: true })
      Object.assign(window, { __marks: marks })
    })
    await openProfile(page, 'unauthorized')
    await expect(main(page).getByText('Session expired. Redirecting to login...')).toBeVisible()
    await page.waitForURL(/\/login$/)
    const marks = await page.evaluate(
      () =>
        (
          window as unknown as {
            __marks: { notice: number; tokenAtNotice: string | null; login: number }
          }
        ).__marks,
    )
    expect(marks.tokenAtNotice).not.toBeNull()
    expect(marks.login - marks.notice).toBeGreaterThanOrEqual(1450)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  for (const [scenario, text] of [
    ['fail:profile', 'Failed to load profile: 500 Internal Server Error'],
    ['offline:profile', 'Network error: check your connection and try again.'],
  ]) {
    test(`'${text}' on ${scenario}, and the token stays`, async ({ page }) => {
      await openProfile(page, scenario)
      await expect(main(page).getByRole('alert')).toHaveText(new RegExp(`^${text}`), {
        timeout: 10_000,
      })
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
      await page.evaluate(() => window.matatuMock?.set({ fail: [], offline: [] }))
      await main(page).getByRole('button', { name: 'Try again' }).click()
      await expect(main(page).getByText('amina@example.com')).toBeVisible()
    })
  }

  test('clicking the picture opens the file picker and uploads', async ({ page }) => {
    await openProfile(page)
    const chooser = page.waitForEvent('filechooser')
    await main(page).getByRole('button', { name: 'Change profile picture' }).click()
    const fileChooser = await chooser
    expect(await fileChooser.element().getAttribute('accept')).toBe('image/*')
    await fileChooser.setFiles(tinyPng)
    await expect(main(page).getByAltText('Your profile picture')).toHaveAttribute(
      'src',
      /\/uploads\/user-1-\d+\.png$/,
    )
  })

  test('a file that is not an image gets a message and is not sent', async ({ page }) => {
    await openProfile(page)
    const uploads = profileCalls(page, 'PUT')
    await main(page)
      .getByLabel('Profile picture file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
    await expect(main(page).getByRole('alert')).toContainText('That file is not an image.')
    await expect(main(page).getByTestId('profile-initial')).toHaveText('a')
    expect(uploads).toEqual([])
  })

  test('an upload answered 401 clears the token and goes to /login at once', async ({ page }) => {
    await openProfile(page)
    await expect(main(page).getByText('amina@example.com')).toBeVisible()
    await page.evaluate(() => window.matatuMock?.set('unauthorized'))
    await main(page).getByLabel('Profile picture file').setInputFiles(tinyPng)
    await page.waitForURL(/\/login$/, { timeout: 1000 })
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('a failed upload alerts and keeps the old picture', async ({ page }) => {
    const dialogs = recordDialogs(page)
    await openProfile(page, 'fail:uploadPicture')
    await expect(main(page).getByText('amina@example.com')).toBeVisible()
    await main(page).getByLabel('Profile picture file').setInputFiles(tinyPng)
    await expect.poll(() => dialogs).toEqual(['Failed to upload image. Check console for details.'])
    await expect(main(page).getByTestId('profile-initial')).toHaveText('a')
  })

  for (const path of ['/login', '/register', '/profile']) {
    test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 })
      if (path === '/profile') await openProfile(page)
      else await page.goto(`${path}?mockPanel=off`)
      await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
      if (path === '/profile') await expect(main(page).getByText('amina@example.com')).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})
