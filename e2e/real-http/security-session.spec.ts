import type { Page, Request } from '@playwright/test'
import { mockServerUrl } from '../servers'
import { expect, test } from '../fixtures'
import { readStoredData, waitForServiceWorker } from '../stored-data'
import { logInThroughForm } from '../session-helpers'
import { seedCredentials } from '../../mocks/seed'
import { resetMockBackend } from './mock-backend'
import { nav, tracesIn } from './page-helpers'

// Logout must clear what the service worker keeps too.
test.use({ serviceWorkers: 'allow' })

/**
 * Security, against the production build and `npm run mock:server` over real HTTP: after a
 * logout, online or offline, nothing of the user is left in the page, its storage or its history.
 * (The token goes to the API base and nowhere else: security-csp.spec.ts, through the main flows.)
 */

const main = (page: Page) => page.getByRole('main')

test.beforeEach(resetMockBackend)

for (const when of ['online', 'offline'] as const) {
  test(`after a logout ${when} nothing of the user is left: not on screen, in storage, in caches, or back in the history`, async ({
    page,
    context,
  }) => {
    await page.goto('/login')
    await logInThroughForm(page, 'brian')
    await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible()
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
    expect(token).not.toBe('')
    await waitForServiceWorker(page)
    await nav(page).getByRole('link', { name: 'Profile' }).click()
    await expect(main(page).getByText(seedCredentials.brian.email)).toBeVisible()
    await nav(page).getByRole('link', { name: 'Bookings' }).click()
    await expect(main(page).getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
    // What the traveller saw is saved (src/lib/saved-data.ts), to be removed at logout.
    const saved = async () => (await readStoredData(page)).indexedDb.join('\n')
    await expect.poll(saved).toContain(seedCredentials.brian.email)
    await expect.poll(saved).toContain('Lake Shuttle')
    // A cache an older version might have filled with an answer of the API.
    await page.evaluate(async (apiUrl) => {
      const cache = await caches.open('api-answers')
      await cache.put(`${apiUrl}/api/auth/profile/`, new Response('{"username":"brian"}'))
    }, mockServerUrl)
    // The guest form half filled in while logged in: a name and an ID number, kept as a draft.
    await nav(page).getByRole('link', { name: 'Home' }).click()
    await main(page).getByRole('link', { name: 'Book Now!' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Brian Otieno')
    await page.getByLabel('ID number/passport (optional)').fill('B7654321')

    if (when === 'offline') await context.setOffline(true)
    await nav(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    const requestsAfterLogout: Request[] = []
    page.on('request', (request) => requestsAfterLogout.push(request))

    const traces = ['brian', 'Brian Otieno', 'B7654321', 'Lake Shuttle', token]
    const traceLeft = () =>
      page.evaluate((words) => {
        const found: string[] = []
        const has = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase())
        for (const [name, storage] of [
          ['localStorage', localStorage],
          ['sessionStorage', sessionStorage],
        ] as const) {
          for (let index = 0; index < storage.length; index++) {
            const key = storage.key(index) ?? ''
            const text = `${key}=${storage.getItem(key) ?? ''}`
            for (const word of words) if (has(text, word)) found.push(`${name} ${key}: ${word}`)
          }
        }
        const fields = [...document.querySelectorAll('input')].map((input) => input.value)
        const onScreen = `${document.body.innerText}\n${fields.join('\n')}\n${document.title}`
        for (const word of words)
          if (has(onScreen, word)) found.push(`${location.pathname}: ${word}`)
        return found
      }, traces)

    expect(await traceLeft()).toEqual([])
    expect(
      await page.evaluate(() => ['token', 'user', 'role'].map((key) => localStorage.getItem(key))),
    ).toEqual([null, null, null])
    // IndexedDB and Cache Storage keep the app's own files, bus pictures and what a visitor may
    // see offline, never anything of the user (the saved data is removed at logout).
    const has = (text: string, trace: string) => text.toLowerCase().includes(trace.toLowerCase())
    await expect
      .poll(() => tracesIn(page, (text) => traces.some((trace) => has(text, trace))))
      .toEqual([])
    // What is left is the app's own: its files and the bus pictures.
    const cacheNames = await page.evaluate(() => caches.keys())
    expect(
      cacheNames.every((name) => name === 'bus-pictures' || name.startsWith('workbox-precache')),
    ).toBe(true)
    // No cookie: nothing of the user's, and no language, since nobody chose one (docs/i18n.md).
    const cookies = await context.cookies()
    expect(cookies.map((cookie) => `${cookie.name}=${cookie.value}`)).toEqual([])

    // Back through the history: the form is empty, and bookings and profile are logged out.
    await page.goBack()
    await expect(page).toHaveURL(/\/bookingform$/)
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(page.getByLabel('ID number/passport (optional)')).toHaveValue('')
    expect(await traceLeft()).toEqual([])
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/bookings$/)
    await expect(main(page).getByText('Please log in to see your bookings.')).toBeVisible()
    expect(await traceLeft()).toEqual([])
    await page.goBack()
    await expect(page).toHaveURL(/\/profile$/)
    await expect(main(page).getByText('You must log in to view your profile.')).toBeVisible()
    expect(await traceLeft()).toEqual([])

    const calls = await Promise.all(
      requestsAfterLogout.map(async (request) => ({
        url: request.url(),
        authorization: (await request.allHeaders()).authorization,
      })),
    )
    expect(calls.filter((call) => call.authorization !== undefined)).toEqual([])
    expect(calls.filter((call) => /\/api\/(bookings|auth\/profile)/.test(call.url))).toEqual([])
  })
}
