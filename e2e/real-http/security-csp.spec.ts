import type { Page } from '@playwright/test'
import { mockServerUrl } from '../servers'
import { expect, recordDialogs, test } from '../fixtures'
import { routeAddresses } from '../app-routes'
import { logInThroughForm } from '../session-helpers'

/**
 * Security: the production build carries a Content-Security-Policy that allows scripts
 * from our own origin only (no inline script, no eval), and the app runs under it: no
 * `securitypolicyviolation` through the main flows.
 */

/** Every kind of page the host serves: each route's (prerendered or the app shell), the 404. */
const servedPaths = [...Object.values(routeAddresses), '/no-such-page']

interface ServedPage {
  policies: string[]
  policyFirst: boolean
  scripts: { src: string | null; text: string }[]
  handlers: string[]
  javascriptUrls: string[]
}

/** Parses the served HTML as a browser would (entities decoded), without running it. */
function readServedPage(page: Page, html: string): Promise<ServedPage> {
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

interface Violation {
  directive: string
  blocked: string
  sample: string
  page: string
}

test.describe('Content-Security-Policy of the production build', () => {
  test.beforeEach(async ({ request, mockServer }) => {
    expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
  })

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

  test('the app runs under it through the main flows without a single violation', async ({
    page,
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
    recordDialogs(page, (message) => (message.startsWith('How many') ? '1' : true))
    await runMainFlows(page)
    expect(violations).toEqual([])

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
  })
})

async function runMainFlows(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const main = page.getByRole('main')

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

  await nav.getByRole('link', { name: 'Login' }).click()
  await page.getByRole('button', { name: 'Show password' }).click()
  await logInThroughForm(page, 'amina')
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible()

  await nav.getByRole('link', { name: 'Buses' }).click()
  const card = page.getByRole('article', { name: 'Coast Express' })
  await card.getByRole('button', { name: 'Book Seat' }).click()
  await expect(card.locator('.bus-card__message')).toContainText(
    'Booked 1 seat on Coast Express · KES 1,500',
  )
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true)

  await nav.getByRole('link', { name: 'Bookings' }).click()
  await main.getByRole('button', { name: 'Cancel Booking' }).click()
  await expect(main.getByText('You have no bookings yet.')).toBeVisible()

  await nav.getByRole('link', { name: 'Profile' }).click()
  await main.getByLabel('Profile picture file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  })
  const picture = main.getByAltText('Your profile picture')
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

  await page.goto('/no-such-page')
  await expect(main.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible()
  await main.getByRole('link', { name: 'Go Home' }).click()
  await nav.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
}
