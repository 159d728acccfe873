import type { APIRequestContext, Page, TestInfo } from '@playwright/test'
import { baseLocale, type Locale } from '../../src/paraglide/runtime.js'
import { viewports } from '../a11y-helpers'
import { expect, test } from '../fixtures'
import { mockServerUrl } from '../servers'
import { logInThroughForm, signInThroughApi } from '../session-helpers'
import { readStoredData, waitForServiceWorker } from '../stored-data'
import { resetMockBackend, setScenario } from './mock-backend'
import { factOf as factIn, nav, tracesIn } from './page-helpers'

// The kept ticket opens offline in a page opened afresh: the service worker serves the page.
test.use({ serviceWorkers: 'allow', viewport: viewports.phone })

/**
 * Tickets on this phone (docs/product.md#tickets-on-this-phone) on the production build, served
 * by nginx, against npm run mock:server: a 401 ends the session but leaves the tickets, kept in
 * IndexedDB `matatu-tickets` and tagged with their traveller; only a logout or another
 * traveller's login removes them. Brian's one booking is 1: 2 seats on Lake Shuttle.
 */

const reference = '1'
const busName = 'Lake Shuttle'
const ticketPath = `/ticket/${reference}`

const texts = {
  en: {
    ticketTitle: 'Ticket',
    referenceTerm: 'Booking reference',
    passengerTerm: 'Passenger',
    routeTerm: 'Route',
    seatsTerm: 'Seats Booked',
    onPhoneTitle: 'Tickets on this phone',
    onPhoneLink: `Ticket ${reference} · ${busName} · Nairobi → Kisumu`,
    qr: `QR code of ticket ${reference}`,
    logInToRefresh: 'Log in to refresh',
    back: 'Back to My Bookings',
    saved: /^Saved on this phone — opens without internet\. Last checked at \d\d:\d\d\.$/,
  },
  sw: {
    ticketTitle: 'Tiketi',
    referenceTerm: 'Nambari ya tiketi',
    passengerTerm: 'Abiria',
    routeTerm: 'Njia',
    seatsTerm: 'Idadi ya viti',
    onPhoneTitle: 'Tiketi kwenye simu hii',
    onPhoneLink: `Tiketi ${reference} · ${busName} · Nairobi → Kisumu`,
    qr: `Msimbo wa QR wa tiketi ${reference}`,
    logInToRefresh: 'Ingia ili kusasisha',
    back: 'Rudi kwenye safari zangu',
    saved:
      /^Iko kwenye simu hii — inafunguka hata bila mtandao\. Ilikaguliwa mwisho saa \d\d:\d\d\.$/,
  },
} as const satisfies Partial<Record<Locale, unknown>>
const en = texts.en

const ticket = (page: Page) => page.getByRole('article', { name: busName })
const factOf = (page: Page, term: string) => factIn(ticket(page), term)
const savedLine = (page: Page) => page.locator('.ticket__saved')
const actions = (page: Page) => page.locator('.ticket__actions')
/** Where a 401 on the ticket sends the traveller: its address kept (encoded or not). */
const loginBackToTicket = /\/login\?redirect=(%2Fticket%2F1|\/ticket\/1)$/

/** The one entry of the tickets store, as the app wrote it, or undefined. */
async function keptTickets(page: Page): Promise<unknown> {
  const stored = (await readStoredData(page)).indexedDb.join('\n')
  const store = /^matatu-tickets\/tickets: (\[.*?\]) (.*)$/m.exec(stored)
  if (!store) return undefined
  const [keys, values] = [JSON.parse(store[1]!) as string[], JSON.parse(store[2]!) as unknown[]]
  return values[keys.indexOf('saved')]
}

/** Brian's ticket as kept: the ticket's facts, who it belongs to and when it was checked. */
const brianTicketKept = {
  travellerKey: expect.stringMatching(/^id:/),
  checkedAt: expect.any(Number),
  tickets: [
    {
      reference,
      busName,
      route: expect.stringMatching(/^Nairobi\b.*\bKisumu$/),
      seatsBooked: 2,
      totalPrice: 2400,
      passenger: 'brian',
      bus: { departure: '10:00 AM', imageUrl: expect.stringContaining('/images/buses/') },
    },
  ],
}

/**
 * Brian opens his ticket online (which keeps it on the phone), then the server answers 401 and a
 * reload of the ticket ends the session: the app is at the login that leads back to the ticket.
 */
async function keepTicketThenExpire(
  page: Page,
  request: APIRequestContext,
  mockServer: string,
  language: keyof typeof texts = baseLocale,
) {
  if (language !== baseLocale) {
    await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
  }
  await signInThroughApi(page, { apiBaseUrl: mockServerUrl })
  await waitForServiceWorker(page)
  await page.goto(ticketPath)
  await expect(factOf(page, texts[language].referenceTerm)).toHaveText(reference)
  await expect(page.getByRole('link', { name: texts[language].back })).toBeVisible()
  await expect.poll(() => keptTickets(page)).toEqual(brianTicketKept)
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? ''
  expect(token).not.toBe('')

  await setScenario(request, mockServer, { unauthorized: true })
  await page.reload()
  await expect(page).toHaveURL(loginBackToTicket)
  await expect
    .poll(() => page.evaluate(() => ['token', 'user'].map((key) => localStorage.getItem(key))))
    .toEqual([null, null])
  return token
}

/** The whole page, in the report: how the screen looks to a traveller is looked at by eye. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const body = await page.screenshot({ fullPage: true })
  await testInfo.attach(name, { body, contentType: 'image/png' })
}

/** The kept ticket, signed out: read-only, every fact, Log in to refresh, when it was checked. */
async function expectSignedOutTicket(page: Page, text: (typeof texts)[keyof typeof texts]) {
  await expect(page.getByRole('heading', { level: 1, name: text.ticketTitle })).toBeVisible()
  await expect(factOf(page, text.referenceTerm)).toHaveText(reference)
  await expect(ticket(page).getByRole('img', { name: text.qr })).toBeVisible()
  await expect(factOf(page, text.passengerTerm)).toHaveText('brian')
  await expect(factOf(page, text.routeTerm)).toHaveText('Nairobi → Kisumu')
  await expect(factOf(page, text.seatsTerm)).toHaveText('2')
  await expect(actions(page).getByRole('link', { name: text.logInToRefresh })).toBeVisible()
  await expect(page.getByRole('link', { name: text.back })).toHaveCount(0)
  await expect(page.locator('.top-bar__logout')).toHaveCount(0)
  await expect(savedLine(page)).toHaveText(text.saved)
}

test.beforeEach(resetMockBackend)

for (const language of Object.keys(texts) as (keyof typeof texts)[]) {
  const text = texts[language]

  test(`a 401 ends the session but keeps the ticket: listed at the login, read-only at its address, printed with the product name (${language})`, async ({
    page,
    request,
    mockServer,
  }, testInfo) => {
    const token = await keepTicketThenExpire(page, request, mockServer, language)

    // Of the traveller, only the kept ticket stays: the session's saved data went with it, and
    // the kept entry holds the ticket's facts, no token and no email.
    await expect
      .poll(() =>
        tracesIn(
          page,
          (store) =>
            !store.startsWith('matatu-tickets/') &&
            ['brian', busName, token].some((trace) => store.includes(trace)),
        ),
      )
      .toEqual([])
    const kept = await keptTickets(page)
    expect(kept).toEqual(brianTicketKept)
    expect(JSON.stringify(kept)).not.toContain(token)
    expect(JSON.stringify(kept)).not.toContain('@example.com')

    const list = page.getByRole('region', { name: text.onPhoneTitle })
    await expect(list.getByRole('heading', { name: text.onPhoneTitle })).toBeVisible()
    await expect(list.getByRole('link')).toHaveText([text.onPhoneLink])
    await attachScreenshot(page, testInfo, `login with tickets on this phone (${language})`)

    await list.getByRole('link', { name: text.onPhoneLink }).click()
    await expect(page).toHaveURL(new RegExp(`${ticketPath}$`))
    await expectSignedOutTicket(page, text)
    // Below the card, not above it: the reference stays at the top.
    const card = await ticket(page).boundingBox()
    const line = await savedLine(page).boundingBox()
    expect(line && card && line.y >= card.y + card.height).toBe(true)
    await attachScreenshot(page, testInfo, `signed-out ticket (${language})`)

    // Printed: the product name, without the saved line or anything to tap.
    await page.emulateMedia({ media: 'print' })
    await expect(ticket(page).getByText('Matatu', { exact: true })).toBeVisible()
    await expect(factOf(page, text.referenceTerm)).toHaveText(reference)
    await expect(ticket(page).getByRole('img', { name: text.qr })).toBeVisible()
    await expect(savedLine(page)).toBeHidden()
    await expect(actions(page)).toBeHidden()
    await expect(page.locator('.top-bar')).toBeHidden()
    await attachScreenshot(page, testInfo, `print of the kept ticket (${language})`)
  })
}

test('offline, the kept ticket opens signed out in a page opened afresh; online again, Log in to refresh brings back the live ticket; a logout then removes it', async ({
  page,
  context,
  request,
  mockServer,
}) => {
  await keepTicketThenExpire(page, request, mockServer)
  await page.close()

  await context.setOffline(true)
  const later = await context.newPage()
  const response = await later.goto(ticketPath)
  expect(response?.fromServiceWorker()).toBe(true)
  await expectSignedOutTicket(later, en)

  // The server takes the session again; the page is back online without a reload.
  await setScenario(request, mockServer, { unauthorized: false })
  await context.setOffline(false)
  await actions(later).getByRole('link', { name: en.logInToRefresh }).click()
  await expect(later).toHaveURL(loginBackToTicket)
  await logInThroughForm(later, 'brian')
  await expect(later).toHaveURL(new RegExp(`${ticketPath}$`))
  await expect(factOf(later, en.referenceTerm)).toHaveText(reference)
  await expect(actions(later).getByRole('link', { name: en.back })).toBeVisible()
  await expect(later.getByRole('link', { name: en.logInToRefresh })).toHaveCount(0)
  // Live: the line no longer says when the copy was last checked.
  await expect(savedLine(later)).toHaveText('Saved on this phone — opens without internet.')
  // The same traveller logging in again keeps his tickets, until an explicit logout.
  await expect.poll(() => keptTickets(later)).toEqual(brianTicketKept)

  await nav(later).getByRole('button', { name: 'Logout' }).click()
  await expect(later).toHaveURL(/\/login$/)
  await expect.poll(() => keptTickets(later)).toBeUndefined()
  await expect
    .poll(() => tracesIn(later, (text) => [busName, 'brian'].some((trace) => text.includes(trace))))
    .toEqual([])
  await expect(later.getByRole('region', { name: en.onPhoneTitle })).toHaveCount(0)
  for (const offline of [false, true]) {
    await context.setOffline(offline)
    await later.goto(ticketPath)
    await expect(later.getByText('Please log in to see your ticket.')).toBeVisible()
    await expect(later.getByRole('article')).toHaveCount(0)
  }
})

test("another traveller's login removes the last one's kept tickets", async ({
  page,
  request,
  mockServer,
}) => {
  await keepTicketThenExpire(page, request, mockServer)
  const { travellerKey: brianKey } = (await keptTickets(page)) as { travellerKey: string }
  await setScenario(request, mockServer, { unauthorized: false })
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })

  // Amina logs in on this phone, from the login that still lists Brian's ticket; the home page
  // she lands on reads no bookings, so what is removed is removed by her login.
  await page.goto('/login')
  await expect(page.getByRole('link', { name: en.onPhoneLink })).toBeVisible()
  await logInThroughForm(page, 'amina')
  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible()
  await expect.poll(() => keptTickets(page)).toBeUndefined()
  const brianTraces = () =>
    tracesIn(
      page,
      (text) =>
        text.includes('brian') || (text.startsWith('matatu-tickets/') && text.includes(busName)),
    )
  await expect.poll(brianTraces).toEqual([])

  await page.goto(ticketPath)
  await expect(page.getByText('This booking is no longer in your bookings.')).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(0)
  // What is kept now is hers: her bookings (none), never his ticket.
  await expect
    .poll(() => keptTickets(page))
    .toEqual({
      travellerKey: expect.not.stringMatching(`^${brianKey}$`),
      checkedAt: expect.any(Number),
      tickets: [],
    })
  expect(await brianTraces()).toEqual([])
  expect(errors).toEqual([])
})
