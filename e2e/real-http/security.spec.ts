import type { Page, Route } from '@playwright/test'
import { mockServerUrl } from '../servers'
import { expect, fetchFromMockServer, test, tinyPng } from '../fixtures'
import { signInThroughApi } from '../session-helpers'
import { mockState, resetMockBackend } from './mock-backend'
import { factOf, nav, registerThroughForm } from './page-helpers'

/**
 * Security, against the production build and `npm run mock:server` over real HTTP.
 * Hostile data is put into real answers with page.route (no service worker in this build):
 * markup and script in names render as text, and only http(s) URLs become src or href. The
 * walk of an account (register, log in, profile, picture, logout) is the hostile username's.
 */

const injected = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  handler: '<b onmouseover="window.__xss=1">late</b>',
}
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

/** Nothing a hostile value could have smuggled into the page: no script, no handler, no URL. */
async function expectNoInjection(page: Page) {
  // Every image has settled, so an onerror would have run by now.
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true)
  const found = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('*')]
    return {
      xss: (window as { __xss?: unknown }).__xss,
      inlineScripts: [...document.scripts].filter((script) => !script.src).length,
      foreignScripts: [...document.scripts]
        .map((script) => script.src)
        .filter((src) => new URL(src).origin !== location.origin),
      handlers: elements.flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `${element.tagName} ${attribute.name}`),
      ),
      badUrls: elements.flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => /^\s*(javascript|data|vbscript):/i.test(attribute.value))
          .map((attribute) => `${element.tagName} ${attribute.name}=${attribute.value}`),
      ),
      svgs: document.querySelectorAll('main svg').length,
      sources: [...document.querySelectorAll('img[src]')].map((image) => image.getAttribute('src')),
      links: [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')),
    }
  })
  expect(found.xss, 'window.__xss').toBeUndefined()
  expect(found.inlineScripts, 'inline <script> elements').toBe(0)
  expect(found.foreignScripts).toEqual([])
  expect(found.handlers).toEqual([])
  expect(found.badUrls).toEqual([])
  expect(found.svgs).toBe(0)
  // src: http(s), or a path on our own origin (never protocol-relative).
  for (const src of found.sources) expect(src).toMatch(/^(https?:\/\/|\/(?!\/))/)
  // href: the same, or the footer's fixed phone and e-mail links, or an in-page anchor.
  for (const href of found.links) {
    expect(href).toMatch(
      /^(https?:\/\/|\/(?!\/)|#[\w-]+$|tel:\+254\d+$|mailto:support@matatu\.co\.ke$)/,
    )
  }
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

  test('a username full of markup, from registration through a wrong password to the profile, its picture and logout', async ({
    page,
    request,
    mockServer,
  }) => {
    const apiCalls: string[] = []
    page.on('request', (call) => {
      if (call.url().startsWith(mockServerUrl)) apiCalls.push(`${call.method()} ${call.url()}`)
    })
    const main = page.getByRole('main')
    const username = `${injected.img}${injected.script}`
    await page.goto('/register')
    await registerThroughForm(page, username, 'mallory@example.com', 'not-a-script')
    await expect(page).toHaveURL(/\/login\?registered=true$/)
    // The URL changes before the login screen replaces the register form (same labels).
    await expect(page.getByText('Registration successful. Please log in.')).toBeVisible()
    // A wrong password: the server's error crosses origins (CORS) and is shown as it is.
    await page.getByLabel('Email').fill('mallory@example.com')
    await page.getByLabel('Password', { exact: true }).fill('not-it')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(main.getByRole('alert')).toHaveText('Invalid email or password')
    await page.getByLabel('Password', { exact: true }).fill('not-a-script')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/$/)

    await nav(page).getByRole('link', { name: 'Profile' }).click()
    await expect(main.getByText('mallory@example.com')).toBeVisible()
    await expect(factOf(main, 'Username')).toHaveText(username)
    await expect(main.getByTestId('profile-initial')).toHaveText('<')
    const chooser = page.waitForEvent('filechooser')
    await main.getByRole('button', { name: 'Choose File' }).click()
    await (await chooser).setFiles(tinyPng)
    const picture = main.getByAltText('Your profile picture')
    await expect(picture).toHaveAttribute(
      'src',
      new RegExp(`^${mockServerUrl}/uploads/user-\\d+-\\d+\\.png$`),
    )
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)
    // The server has the picture, and the profile it serves points at it.
    const { users } = await mockState(request, mockServer)
    const mallory = users.find((user) => user.email === 'mallory@example.com')
    expect(await picture.getAttribute('src')).toBe(`${mockServerUrl}${mallory?.profile_picture}`)
    await expectNoInjection(page)

    await nav(page).getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible()
    expect(apiCalls).toEqual(
      expect.arrayContaining([
        `POST ${mockServerUrl}/api/auth/register`,
        `POST ${mockServerUrl}/api/auth/login`,
        `GET ${mockServerUrl}/api/auth/profile/`,
        `PUT ${mockServerUrl}/api/auth/profile/`,
      ]),
    )
  })
})
