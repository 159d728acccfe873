import type { Page, Request } from '@playwright/test'
import { mockServerUrl } from '../servers'
import { expect, fetchFromMockServer, recordDialogs, test } from '../fixtures'
import { readStoredData } from '../stored-data'
import { logInThroughForm, type SeededUser } from '../session-helpers'
import { seedCredentials } from '../../mocks/seed'

// Logout must clear what the service worker keeps too.
test.use({ serviceWorkers: 'allow' })

/**
 * Security, against the production build and `npm run mock:server` over real HTTP:
 * the token goes to the API base and nowhere else, and after logout nothing of the user is left
 * in the page, its storage or its history.
 */

const apiOrigin = new URL(mockServerUrl).origin
const pngBody = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const main = (page: Page) => page.getByRole('main')

async function logIn(page: Page, user: SeededUser) {
  await page.goto('/login')
  await logInThroughForm(page, user)
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible()
}

async function imagesSettled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true)
}

test.beforeEach(async ({ request, mockServer }) => {
  expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
})

test.describe('the token goes only to the API base', () => {
  test('through login, seat booking, bookings, cancel, profile and upload', async ({
    page,
    mockServer,
  }) => {
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    // Pictures on another host: the browser fetches them as plain <img>, with no token.
    await page.route('https://images.example.com/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: pngBody }),
    )
    await page.route(`${mockServerUrl}/api/buses/`, async (route) => {
      const response = await fetchFromMockServer(route, mockServer)
      const buses = (await response.json()) as { image_url: string | null }[]
      buses.forEach((bus, index) => {
        bus.image_url = `https://images.example.com/bus-${index}.png`
      })
      await route.fulfill({ response, json: buses })
    })
    recordDialogs(page, (message) => (message.startsWith('How many') ? '1' : true))

    await logIn(page, 'amina')
    const token = await page.evaluate(() => localStorage.getItem('token'))
    expect(token).toBeTruthy()

    await nav(page).getByRole('link', { name: 'Buses' }).click()
    const card = page.getByRole('article', { name: 'Lake Shuttle' })
    await card.getByRole('button', { name: 'Book Seat' }).click()
    await expect(card.locator('.bus-card__message')).toContainText(
      'Booked 1 seat on Lake Shuttle · KES 1,200',
    )
    await nav(page).getByRole('link', { name: 'Bookings' }).click()
    await page.getByRole('button', { name: 'Cancel Booking' }).click()
    await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
    await nav(page).getByRole('link', { name: 'Profile' }).click()
    await main(page).getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: pngBody,
    })
    await expect(main(page).getByAltText('Your profile picture')).toHaveAttribute(
      'src',
      new RegExp(`^${mockServerUrl}/uploads/`),
    )
    await imagesSettled(page)

    const seen = await Promise.all(
      requests.map(async (request) => ({
        url: request.url(),
        method: request.method(),
        authorization: (await request.allHeaders()).authorization,
      })),
    )
    const withToken = seen.filter((request) => request.authorization !== undefined)
    expect(withToken.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual(
      expect.arrayContaining([
        'POST /api/bookings/',
        'GET /api/bookings',
        expect.stringMatching(/^DELETE \/api\/bookings\/\d+$/),
        'GET /api/auth/profile/',
        'PUT /api/auth/profile/',
      ]),
    )
    for (const request of withToken) {
      expect(new URL(request.url).origin, request.url).toBe(apiOrigin)
      expect(new URL(request.url).pathname, request.url).toMatch(/^\/api\//)
      expect(request.authorization).toBe(`Bearer ${token}`)
    }
    // The pictures, the uploaded one included, and the app's own files went without it.
    const elsewhere = seen.filter((request) => !request.url.startsWith(`${mockServerUrl}/api/`))
    expect(elsewhere.some((request) => request.url.startsWith('https://images.example.com/'))).toBe(
      true,
    )
    expect(elsewhere.some((request) => request.url.includes('/uploads/'))).toBe(true)
    expect(elsewhere.filter((request) => request.authorization !== undefined)).toEqual([])
    // Nor does the token travel in any address. (The http client also refuses any path that is
    // not relative to the API base: src/lib/http-client.test.ts, 'refuses absolute URLs'.)
    expect(seen.filter((request) => request.url.includes(token ?? '(none)'))).toEqual([])
  })
})

test.describe('after logout nothing of the user is left', () => {
  test('not on screen, in storage, in caches, or back in the history', async ({
    page,
    context,
  }) => {
    await logIn(page, 'brian')
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
    expect(token).not.toBe('')
    await nav(page).getByRole('link', { name: 'Profile' }).click()
    await expect(main(page).getByText(seedCredentials.brian.email)).toBeVisible()
    await nav(page).getByRole('link', { name: 'Bookings' }).click()
    await expect(main(page).getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
    // The guest form half filled in while logged in: a name and an ID number, kept as a draft.
    await nav(page).getByRole('link', { name: 'Home' }).click()
    await main(page).getByRole('link', { name: 'Book Now!' }).click()
    await page.getByLabel('Name', { exact: true }).fill('Brian Otieno')
    await page.getByLabel('ID number/passport (optional)').fill('B7654321')

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
    await expect
      .poll(async () => {
        const stored = await readStoredData(page)
        return [...stored.indexedDb, ...stored.caches].filter((text) =>
          traces.some((trace) => text.toLowerCase().includes(trace.toLowerCase())),
        )
      })
      .toEqual([])
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
})
