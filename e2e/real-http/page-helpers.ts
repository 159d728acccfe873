import type { Locator, Page } from '@playwright/test'
import { textIn } from '../english-check'

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

/** Fills in the register form on screen and sends it. */
export async function registerThroughForm(
  page: Page,
  username: string,
  email: string,
  password: string,
) {
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Register' }).click()
}
