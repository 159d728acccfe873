import type { Page, Route } from '@playwright/test'
import { mockServerUrl } from '../servers'
import { expect, fetchFromMockServer, test } from '../fixtures'
import { signInThroughApi } from '../session-helpers'
import { resetMockBackend } from './mock-backend'
import { expectNoInjection, factOf, injected } from './page-helpers'

/**
 * Security, against the production build and `npm run mock:server` over real HTTP.
 * Hostile data is put into real answers with page.route (no service worker in this build):
 * markup and script in names render as text, and only http(s) URLs become src or href. The
 * walk of an account (register, log in, profile, picture, logout) with a username full of markup:
 * security-csp.spec.ts.
 */

const hostileUrls = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example.com/steal.png',
]

/** Answers GET `path` on the API with `body`, keeping the real answer's status and headers (CORS). */
async function answerWith(page: Page, mockServer: string, path: string, body: unknown) {
  await page.route(`${mockServerUrl}${path}`, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await fetchFromMockServer(route, mockServer)
    await route.fulfill({ response, json: body })
  })
}

test.describe('hostile data renders as text; only http(s) URLs become src or href', () => {
  test.beforeEach(resetMockBackend)

  test('bus names, routes and times, booking names and routes full of markup and script; a profile picture at a javascript:, data:, vbscript: or protocol-relative URL is not used', async ({
    page,
    mockServer,
  }) => {
    await signInThroughApi(page, { user: 'brian', apiBaseUrl: mockServerUrl, reload: false })
    // the bus list
    const buses = [
      { name: `Coast ${injected.img}`, route: `Nairobi ${injected.script} Mombasa` },
      { name: injected.script, route: injected.img, time: injected.handler },
      { name: injected.svg, route: "'; window.__xss=1; '" },
      { name: 'Plain Liner', route: 'Nairobi to Eldoret' },
      { name: 'Quiet Coach', route: 'Nairobi to Nakuru' },
    ].map((bus, index) => ({
      id: index + 1,
      time: '08:00 AM',
      price: 1000,
      seats: 10,
      ...bus,
      image_url: hostileUrls[index],
    }))
    await answerWith(page, mockServer, '/api/buses/', buses)
    await page.goto('/buses')

    const cards = page.getByRole('list', { name: 'Buses' }).getByRole('article')
    await expect(cards).toHaveCount(5)
    // Each card shows its bus's name and route as the very text sent, but for the two plain
    // routes, whose stops are joined by an arrow. (The list is sorted by departure, a time that
    // cannot be read last, so the order is not the server's.)
    const names = await cards.getByRole('heading').allTextContents()
    const routes = await factOf(cards, 'Route').allTextContents()
    const shown = names.map((name, index) => `${name} | ${routes[index]}`)
    expect([...shown].sort()).toEqual(
      buses.map((bus) => `${bus.name} | ${bus.route.replace(/^Nairobi to /, 'Nairobi → ')}`).sort(),
    )
    const scriptBus = cards.filter({
      has: page.getByRole('heading', { name: injected.script, exact: true }),
    })
    await expect(factOf(scriptBus, 'Departure')).toHaveText(injected.handler)
    // None of the hostile picture URLs is used: each card shows our own placeholder.
    for (const image of await cards.getByRole('img').all()) {
      await expect(image).toHaveAttribute('src', '/bus-placeholder.svg')
    }
    await expectNoInjection(page)

    // My Bookings
    const bookings = [
      { booking_id: 1, bus_name: injected.img, route: injected.script },
      { booking_id: 2, bus_name: injected.svg, route: injected.handler },
    ].map((booking) => ({ seats_booked: 1, total_price: 1000, ...booking }))
    await answerWith(page, mockServer, '/api/bookings', bookings)
    await page.goto('/bookings')

    const trips = page.getByRole('list', { name: 'Bookings' }).getByRole('article')
    await expect(trips).toHaveCount(2)
    expect(await trips.getByRole('heading').allTextContents()).toEqual([injected.img, injected.svg])
    expect(await factOf(trips, 'Route').allTextContents()).toEqual([
      injected.script,
      injected.handler,
    ])
    await expectNoInjection(page)

    // the profile: one step per URL, each on a freshly loaded page, so a failure names the URL
    for (const picture of hostileUrls) {
      await test.step(JSON.stringify(picture), async () => {
        await page.unroute(`${mockServerUrl}/api/auth/profile/`)
        await answerWith(page, mockServer, '/api/auth/profile/', {
          id: 1,
          username: injected.svg,
          email: 'amina@example.com',
          profile_picture: picture,
          bookings: [{ bus: injected.img, route: injected.script, image_url: picture }],
        })
        await page.goto('/profile')
        const main = page.getByRole('main')
        await expect(factOf(main, 'Username')).toHaveText(injected.svg)
        await expect(main.getByTestId('profile-initial')).toHaveText('"')
        await expect(main.getByRole('heading', { level: 3 })).toHaveText(injected.img)
        await expect(main.getByText(injected.script, { exact: true })).toBeVisible()
        await expect(main.getByRole('listitem').getByRole('img')).toHaveAttribute(
          'src',
          '/bus-placeholder.svg',
        )
        await expectNoInjection(page)
      })
    }
  })
})
