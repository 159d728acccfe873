import type { Page, Request } from '@playwright/test'
import { mockServerUrl, telemetryChunk } from '../servers'
import { expect, fetchFromMockServer, recordDialogs, test, tinyPng } from '../fixtures'
import { routeAddresses } from '../app-routes'
import { mockState, resetMockBackend } from './mock-backend'
import { expectNoInjection, factOf, injected, nav, registerThroughForm } from './page-helpers'

/**
 * Security: the production build carries a Content-Security-Policy that allows scripts
 * from our own origin only (no inline script, no eval), and the app runs under it: no
 * `securitypolicyviolation` through the main flows. Through them too, seats booked come back
 * when cancelled, the token goes to the API base and nowhere else, and a build without
 * VITE_TELEMETRY_URL sends nothing to /telemetry and downloads no telemetry chunk
 * (docs/telemetry.md#turning-it-on; the telemetry project tests the build that has it).
 */

/** Every kind of page the host serves: each route's (prerendered or the app shell), the 404. */
const servedPaths = [...Object.values(routeAddresses), '/no-such-page']

/** Parses the served HTML as a browser would (entities decoded), without running it. */
function readServedPage(page: Page, html: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html')
    const elements = [...doc.querySelectorAll('*')]
    const metas = [...doc.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')]
    const firstScript = doc.querySelector('script')
    return {
      policies: metas.map((meta) => meta.getAttribute('content') ?? ''),
      policyFirst: Boolean(
        metas[0] &&
        firstScript &&
        metas[0].compareDocumentPosition(firstScript) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
      scripts: [...doc.scripts].map((script) => ({
        src: script.getAttribute('src'),
        text: script.textContent ?? '',
      })),
      handlers: elements.flatMap((element) =>
        [...element.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name),
      ),
      javascriptUrls: elements.flatMap((element) =>
        [...element.attributes]
          .filter((a) => /^\s*javascript:/i.test(a.value))
          .map((a) => `${a.name}=${a.value}`),
      ),
    }
  }, html)
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name ?? '', sources]),
  )
}

type Violation = Record<'directive' | 'blocked' | 'sample' | 'page', string>

test.describe('Content-Security-Policy of the production build', () => {
  test.beforeEach(resetMockBackend)

  test("every page the host serves: script-src 'self' only, and no inline script in the HTML", async ({
    page,
    request,
  }) => {
    // One step per path: a failure names the page.
    for (const path of servedPaths) {
      await test.step(path, async () => {
        const served = await readServedPage(page, await (await request.get(path)).text())
        expect(served.policies).toHaveLength(1)
        const csp = directives(served.policies[0] ?? '')
        expect(csp.get('script-src')).toEqual(["'self'"])
        expect(csp.get('default-src')).toEqual(["'self'"])
        expect(csp.get('object-src')).toEqual(["'none'"])
        expect(csp.get('base-uri')).toEqual(["'self'"])
        expect(csp.get('connect-src')).toEqual(["'self'", new URL(mockServerUrl).origin])
        // No inline style either in the production build (only the QA build's panel needs it).
        expect(csp.get('style-src')).toEqual(["'self'"])
        // The policy comes before anything it governs.
        expect(served.policyFirst).toBe(true)
        expect(served.scripts.length).toBeGreaterThan(0)
        for (const script of served.scripts) {
          expect(script.src).toMatch(/^\/assets\/[\w.-]+\.js$/)
          expect(script.text.trim()).toBe('')
        }
        expect(served.handlers).toEqual([])
        expect(served.javascriptUrls).toEqual([])
      })
    }
  })

  test('the main flows run under it without a single violation: seats booked come back when cancelled, a username full of markup shows as text, the token goes only to the API base, no telemetry', async ({
    page,
    mockServer,
  }) => {
    test.slow()
    const violations: Violation[] = []
    await page.exposeFunction('reportCspViolation', (violation: Violation) => {
      violations.push(violation)
    })
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportCspViolation(v: unknown): void })
          .reportCspViolation
        report({
          directive: event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          page: location.pathname,
        })
      })
    })
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    // Pictures on another host: the browser fetches them as plain <img>, with no token.
    await page.route('https://images.example.com/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: tinyPng.buffer }),
    )
    await page.route(`${mockServerUrl}/api/buses/`, async (route) => {
      const response = await fetchFromMockServer(route, mockServer)
      const buses = (await response.json()) as { image_url: string | null }[]
      buses.forEach((bus, index) => {
        bus.image_url = `https://images.example.com/bus-${index}.png`
      })
      await route.fulfill({ response, json: buses })
    })
    const dialogs = recordDialogs(page, (message) => (message.startsWith('How many') ? '2' : true))
    // What a telemetry build loads its chunk after: the first screen has settled.
    const settled = page.waitForResponse(/\/assets\/service-worker-[\w-]+\.js$/)
    const token = await runMainFlows(page, mockServer)
    await settled
    expect(violations).toEqual([])
    expect(dialogs).toEqual([
      'How many seats? 25 available at KES 1,500 each.',
      'Are you sure you want to cancel this booking?',
    ])

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
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        `POST ${mockServerUrl}/api/auth/register`,
        `POST ${mockServerUrl}/api/auth/login`,
      ]),
    )
    for (const request of withToken) {
      expect(new URL(request.url).origin, request.url).toBe(new URL(mockServerUrl).origin)
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
    expect(seen.filter((request) => request.url.includes(token))).toEqual([])

    // The listener hears what the policy blocks: an injected inline script never runs.
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      document.body.append(script)
    })
    await expect
      .poll(() => violations.map((violation) => violation.directive))
      .toContain('script-src-elem')
    expect(await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window)).toBe(false)

    // Leaving: pagehide and visibilitychange, when a telemetry build sends its vitals.
    await page.goto('about:blank')
    const urls = requests.map((request) => request.url())
    expect(urls.filter((url) => /\/telemetry\b/.test(new URL(url).pathname))).toEqual([])
    expect(urls.filter((url) => telemetryChunk.test(url) || /web-vitals/.test(url))).toEqual([])
  })
})

/**
 * A guest's booking; then a traveller whose username is full of markup registers, fails a login
 * (the server's error crosses origins and shows as it is) and logs in; books 2 seats on Coast
 * Express, seen in My Bookings and cancelled, the seats back; her profile shows the username as
 * text and takes a picture; the not-found page; logout. Returns her token.
 */
async function runMainFlows(page: Page, mockServer: string) {
  const main = page.getByRole('main')
  const username = `${injected.img}${injected.script}`
  const seatsOf = (bus: string) =>
    factOf(page.getByRole('article', { name: bus }), 'Seats Available')

  await page.goto('/')
  await expect(
    main.getByText('Guest sessions last for 15 minutes.', { exact: false }),
  ).toBeVisible()
  // The prerendered home is visible before the app takes over (after the first paint).
  await page.waitForLoadState('networkidle')
  await main.getByRole('button', { name: /slide 2/i }).click()
  await main.getByRole('link', { name: 'Book Now!' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Achieng Odhiambo')
  await page.getByLabel('From', { exact: true }).fill('Nairobi')
  await page.getByLabel('To', { exact: true }).fill('Naivasha')
  await main.getByRole('button', { name: 'Submit Booking' }).click()
  await expect(page).toHaveURL(/\/payment$/)
  await expect(main.getByText('Transline Shuttle')).toBeVisible()

  await nav(page).getByRole('link', { name: 'Login' }).click()
  await main.getByRole('link', { name: 'Create an account' }).click()
  await registerThroughForm(page, username, 'mallory@example.com', 'not-a-script')
  await expect(page).toHaveURL(/\/login\?registered=true$/)
  // The URL changes before the login screen replaces the register form (same labels).
  await expect(page.getByText('Registration successful. Please log in.')).toBeVisible()
  await page.getByLabel('Email').fill('mallory@example.com')
  await page.getByLabel('Password', { exact: true }).fill('not-it')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(main.getByRole('alert')).toHaveText('Invalid email or password')
  await page.getByRole('button', { name: 'Show password' }).click()
  await page.getByLabel('Password', { exact: true }).fill('not-a-script')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible()
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
  expect(token).not.toBe('')

  await nav(page).getByRole('link', { name: 'Buses' }).click()
  await expect(seatsOf('Coast Express')).toHaveText('25')
  const card = page.getByRole('article', { name: 'Coast Express' })
  await card.getByRole('button', { name: 'Book Seat' }).click()
  await expect(card.locator('.bus-card__message')).toContainText(
    'Booked 2 seats on Coast Express · KES 3,000',
  )
  await expect(seatsOf('Coast Express')).toHaveText('23')
  await expect(seatsOf('Lake Shuttle')).toHaveText('18')
  const state = await mockState(page.request, mockServer)
  expect(state.buses.find((bus) => bus.id === 1)?.seats).toBe(23)
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true)

  await nav(page).getByRole('link', { name: 'Bookings' }).click()
  const booking = page.getByRole('list', { name: 'Bookings' }).getByRole('article')
  await expect(booking).toHaveCount(1)
  await expect(booking.getByRole('heading', { name: 'Coast Express' })).toBeVisible()
  await expect(factOf(booking, 'Total Price')).toHaveText('KES 3,000')
  await booking.getByRole('button', { name: 'Cancel Booking' }).click()
  await expect(main.getByText('You have no bookings yet.')).toBeVisible()
  await nav(page).getByRole('link', { name: 'Buses' }).click()
  await expect(seatsOf('Coast Express')).toHaveText('25')

  await nav(page).getByRole('link', { name: 'Profile' }).click()
  await expect(main.getByText('mallory@example.com')).toBeVisible()
  await expect(factOf(main, 'Username')).toHaveText(username)
  await expect(main.getByTestId('profile-initial')).toHaveText('<')
  const chooser = page.waitForEvent('filechooser')
  await main.getByRole('button', { name: 'Choose File' }).click()
  await (await chooser).setFiles(tinyPng)
  const picture = main.getByAltText('Your profile picture')
  const uploaded = new RegExp(`^${mockServerUrl}/uploads/user-\\d+-\\d+\\.png$`)
  await expect(picture).toHaveAttribute('src', uploaded)
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
  // The server has the picture, and the profile it serves points at it.
  const { users } = await mockState(page.request, mockServer)
  const mallory = users.find((user) => user.email === 'mallory@example.com')
  expect(await picture.getAttribute('src')).toBe(`${mockServerUrl}${mallory?.profile_picture}`)
  await expectNoInjection(page)

  await page.goto('/no-such-page')
  await expect(main.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await main.getByRole('link', { name: 'Go Home' }).click()
  await nav(page).getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible()
  return token
}
