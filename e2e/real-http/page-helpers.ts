import type { Locator, Page } from '@playwright/test'
import { textIn } from '../english-check'
import { expect } from '../fixtures'
import { readStoredData } from '../stored-data'

/** Places, records and steps the real-HTTP tests share. */

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
export const busCard = (page: Page, bus: string) =>
  page.getByRole('list', { name: /^(Buses|Mabasi)$/ }).getByRole('article', { name: bus })
/** The value of a definition list's term (`Route`, `Seats Booked`…) in `scope`. */
export const factOf = (scope: Page | Locator, term: string) =>
  scope.locator(`dt:text-is("${term}") + dd`)
export const savedNotice = /^You are offline\. Showing what was saved at \d\d:\d\d\.$/

/** The booking message: `Booked 2 seats on Coast Express · KES 3,000`, in the page's language. */
export function bookedText(
  text: ReturnType<typeof textIn>,
  seats: string,
  bus: string,
  total: string,
) {
  return text(seats === '1' ? 'buses_booked_seats_one' : 'buses_booked_seats_other')
    .replace('{seats}', seats)
    .replace('{bus}', bus)
    .replace('{total}', total)
}

/** How many pages a PDF has (Chromium writes one `/Type /Page` object per page). */
export function pdfPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0
}

/** Answers `navigator.share` (resolved) and `navigator.storage.persist` (granted) and records each call. */
export async function recordSharesAndPersist(page: Page) {
  await page.addInitScript(() => {
    const record = { shared: [] as ShareData[], persisted: [] as string[] }
    Object.assign(window, { __record: record })
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => Promise.resolve(void record.shared.push(data)),
    })
    Object.defineProperty(navigator.storage, 'persist', {
      configurable: true,
      value: () => Promise.resolve(Boolean(record.persisted.push(location.pathname))),
    })
  })
  const read = () =>
    page.evaluate(
      () =>
        (window as unknown as { __record: { shared: ShareData[]; persisted: string[] } }).__record,
    )
  return {
    shared: async () => (await read()).shared,
    persisted: async () => (await read()).persisted,
  }
}

/** Fills in the register form on screen, in the page's language, and sends it. */
export async function registerThroughForm(
  page: Page,
  user: string,
  email: string,
  password: string,
  text = textIn('en'),
) {
  await page.getByLabel(text('auth_username_label')).fill(user)
  await page.getByLabel(text('auth_email_label')).fill(email)
  await page.getByLabel(text('auth_password_label'), { exact: true }).fill(password)
  await page.getByLabel(text('auth_confirm_password_label'), { exact: true }).fill(password)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: text('auth_register_title'), exact: true }).click()
}

/** Markup and script a hostile name may hold. */
export const injected = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  handler: '<b onmouseover="window.__xss=1">late</b>',
}

/** Nothing a hostile value could have smuggled into the page: no script, no handler, no URL. */
export async function expectNoInjection(page: Page) {
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

/** What IndexedDB and Cache Storage hold that `isTrace` finds a trace of the traveller in. */
export async function tracesIn(page: Page, isTrace: (stored: string) => boolean) {
  const stored = await readStoredData(page)
  return [...stored.indexedDb, ...stored.caches].filter(isTrace)
}
