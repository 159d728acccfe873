import type { Locator, Page } from '@playwright/test'
import { viewports } from '../a11y-helpers'
import { expect, recordDialogs, test } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { mockServerUrl, realAppUrl } from '../servers'
import { textIn } from '../english-check'
import { locales } from '../../src/paraglide/runtime.js'
import { seedCredentials } from '../../mocks/seed'
import { signInThroughApi } from '../session-helpers'

/**
 * The booking's message covers no fact and moves nothing (docs/product.md#booking-a-seat): while
 * it shows, the booked card's name, seat count and button stay in sight, uncovered, and show the
 * server's answer; over the card's picture on a wide screen, a bar at the foot of a phone's. Every
 * card keeps its place and the list its order until it goes. On the production build over real
 * HTTP, at 360 × 740 and at 1280 × 800.
 */

/** How far a box may be from where it was (sub-pixel rounding, never a moved card). */
const tolerance = 2

interface Box {
  x: number
  y: number
  width: number
  height: number
}

/**
 * Each grid item and card, each h1/h2 and each Book Seat button, in page coordinates (the page
 * may scroll while the message shows), keyed by what they are.
 */
function layoutOf(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {}
    const put = (key: string, element: Element) => {
      const rect = element.getBoundingClientRect()
      boxes[key] = {
        x: rect.left + window.scrollX,
        y: rect.top + window.scrollY,
        width: rect.width,
        height: rect.height,
      }
    }
    for (const card of document.querySelectorAll('.bus-grid > li')) {
      const name = card.querySelector('.bus-card__name')?.textContent ?? '?'
      put(`grid item ${name}`, card)
      const article = card.querySelector('article')
      if (article) put(`card ${name}`, article)
      const book = card.querySelector('.bus-card__book')
      if (book) put(`Book Seat of ${name}`, book)
    }
    document.querySelectorAll('h1, h2').forEach((heading, index) => {
      put(`${heading.tagName} #${index} "${heading.textContent}"`, heading)
    })
    return boxes
  })
}

/** Every box of `before` that is missing from `after` or more than 2 px away from it. */
function moved(before: Record<string, Box>, after: Record<string, Box>): string[] {
  const changes: string[] = []
  for (const [key, was] of Object.entries(before)) {
    const now = after[key]
    if (!now) {
      changes.push(`${key}: gone`)
      continue
    }
    const deltas = (['x', 'y', 'width', 'height'] as const)
      .filter((side) => Math.abs(now[side] - was[side]) > tolerance)
      .map((side) => `${side} ${was[side].toFixed(1)} → ${now[side].toFixed(1)}`)
    if (deltas.length > 0) changes.push(`${key}: ${deltas.join(', ')}`)
  }
  return changes
}

/**
 * The booked card's facts the traveller needs (name, seat count, button): each on screen and the
 * topmost thing at its centre, so nothing lies over it.
 */
function factsInSight(card: Locator) {
  return card.evaluate((article) => {
    const parts = {
      name: article.querySelector('.bus-card__name'),
      seats: article.querySelector('.bus-card__seats dd'),
      button: article.querySelector('.bus-card__book'),
    }
    return Object.fromEntries(
      Object.entries(parts).map(([key, element]) => {
        const box = element?.getBoundingClientRect()
        if (!element || !box) return [key, 'missing']
        const onScreen = box.top >= 0 && box.bottom <= window.innerHeight
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        const uncovered = top !== null && (top === element || element.contains(top))
        return [key, onScreen && uncovered ? 'in sight' : onScreen ? 'covered' : 'off screen']
      }),
    )
  })
}

const allInSight = { name: 'in sight', seats: 'in sight', button: 'in sight' }

/**
 * Where the message is: over the card's picture (its box, ±2 px), or a bar fixed at the foot of
 * the screen clear of the card; and whether its text, link and × fit in it.
 */
function messagePlace(card: Locator) {
  return card.evaluate((article) => {
    const message = article.querySelector('.bus-card__message')
    const picture = article.querySelector('.bus-card__image')
    if (!message || !picture) return { place: 'missing' }
    const box = message.getBoundingClientRect()
    const pictureBox = picture.getBoundingClientRect()
    const cardBox = article.getBoundingClientRect()
    const near = (a: number, b: number) => Math.abs(a - b) <= 2
    const overPicture = (['left', 'right', 'top', 'bottom'] as const).every((side) =>
      near(box[side], pictureBox[side]),
    )
    const footBar =
      getComputedStyle(message).position === 'fixed' &&
      box.bottom <= window.innerHeight &&
      box.bottom >= window.innerHeight - 40 &&
      box.top >= cardBox.bottom
    const within = (inner: DOMRect) =>
      inner.left >= box.left - 0.5 &&
      inner.right <= box.right + 0.5 &&
      inner.top >= box.top - 0.5 &&
      inner.bottom <= box.bottom + 0.5
    const parts = [...message.querySelectorAll('p, a, button')]
    return {
      place: overPicture ? 'over the picture' : footBar ? 'bar at the foot' : 'elsewhere',
      fits:
        parts.length === 3 &&
        parts.every((part) => within(part.getBoundingClientRect())) &&
        parts.every((part) => part.scrollWidth <= part.clientWidth + 1) &&
        message.scrollHeight <= message.clientHeight + 1,
    }
  })
}

const cardsInOrder = (page: Page) =>
  page.locator('.bus-grid > li .bus-card__name').allTextContents()

const busCard = (page: Page, bus: string) =>
  page.getByRole('list', { name: /^(Buses|Mabasi)$/ }).getByRole('article', { name: bus })

/** The non-empty booking messages on the page. */
const shownMessages = (page: Page) => page.locator('.bus-card__message:not(:empty)')

/** The list as loaded from the server, fonts in, ready for a tap (the app has started). */
async function openList(page: Page, path: string, bus: string, seats: string) {
  await page.goto(path)
  const card = busCard(page, bus)
  await expect(card.locator('.bus-card__seats dd')).toHaveText(seats)
  await expect(card.locator('.bus-card__book')).toBeVisible()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return card
}

/** Another traveller books `seats` on bus `busId` through the API: the server's count drops. */
async function anotherTravellerBooks(page: Page, mockServer: string, busId: number, seats: number) {
  const login = await page.request.post(`${mockServer}/api/auth/login`, {
    data: seedCredentials.brian,
  })
  const { token } = (await login.json()) as { token: string }
  const booking = await page.request.post(`${mockServer}/api/bookings/`, {
    data: { bus_id: busId, seats },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(booking.ok()).toBe(true)
}

/**
 * One booking on the default list in each language: in English two seats on Coast Express,
 * while another traveller has just taken five (the card shows the server's count, not its own
 * sum); in Kiswahili the longest message there is, the last twelve seats on the bus with the
 * longest name.
 */
const bookings = [
  {
    language: 'en',
    bus: 'Coast Express',
    busId: 1,
    available: '25',
    takenMeanwhile: 5,
    price: 'KES 1,500',
    answer: '2',
    left: '18',
    total: 'KES 3,000',
  },
  {
    language: 'sw',
    bus: 'Malindi Sun Coach',
    busId: 4,
    available: '12',
    takenMeanwhile: 0,
    price: 'KES 1,800',
    answer: '12',
    left: '0',
    total: 'KES 21,600',
  },
] as const

test.beforeEach(async ({ request, mockServer }) => {
  expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
})

for (const [size, viewport] of Object.entries(viewports)) {
  const place = size === 'phone' ? 'bar at the foot' : 'over the picture'

  test.describe(`at ${viewport.width}×${viewport.height} (${size})`, () => {
    test.use({ viewport })

    for (const booking of bookings) {
      const text = textIn(booking.language)
      test(`the message (${place}) covers no fact: the card shows the server's count and its button, nothing moves, its focused link opens the new ticket (${booking.language}, ${booking.answer} seats on ${booking.bus})`, async ({
        page,
        context,
        mockServer,
      }) => {
        await chooseLanguage(context, booking.language, realAppUrl)
        const question = text('buses_seat_question')
          .replace('{available}', booking.available)
          .replace('{price}', booking.price)
        const dialogs = recordDialogs(page, (message) =>
          message === question ? booking.answer : true,
        )
        await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
        const card = await openList(page, '/buses', booking.bus, booking.available)
        await card.scrollIntoViewIfNeeded()
        const before = await layoutOf(page)
        const order = await cardsInOrder(page)
        if (booking.takenMeanwhile > 0) {
          await anotherTravellerBooks(page, mockServer, booking.busId, booking.takenMeanwhile)
        }

        await card.getByRole('button', { name: text('buses_book_seat') }).click()
        const status = card.getByRole('status')
        await expect(status.locator('p')).toHaveText(
          text('buses_booked_seats_other')
            .replace('{seats}', booking.answer)
            .replace('{bus}', booking.bus)
            .replace('{total}', booking.total),
        )
        expect(dialogs).toEqual([question])
        // The list read again after the booking: the server's count, in sight with the message.
        await expect(card.locator('.bus-card__seats dd')).toHaveText(booking.left)
        const button = card.locator('.bus-card__book')
        if (booking.left === '0') {
          await expect(button).toHaveText(text('buses_fully_booked'))
          await expect(button).toBeDisabled()
        } else {
          await expect(button).toHaveText(text('buses_book_seat'))
        }
        expect(await factsInSight(card)).toEqual(allInSight)
        expect(await messagePlace(card)).toEqual({ place, fits: true })
        expect(moved(before, await layoutOf(page))).toEqual([])
        expect(await cardsInOrder(page)).toEqual(order)

        const link = status.getByRole('link', { name: text('buses_view_ticket') })
        await expect(link).toBeFocused()
        expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44)
        const reference = /^\/ticket\/([^/?#]+)$/.exec((await link.getAttribute('href')) ?? '')?.[1]
        expect(reference, 'the ticket link').toBeTruthy()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(`${realAppUrl}/ticket/${reference}`)
        const ticket = page.getByRole('article', { name: booking.bus })
        await expect(
          ticket.locator(`dt:text-is("${text('bookings_seats_booked')}") + dd`),
        ).toHaveText(booking.answer)
        await page.goto('/bookings')
        await expect(
          page.getByRole('list', { name: text('bookings_list_label') }).getByRole('article'),
        ).toHaveCount(1)
      })
    }

    test('the last seats: Fully Booked in sight while the message shows; dismissed, the focus goes to the bus name', async ({
      page,
    }) => {
      recordDialogs(page, (message) => (message.startsWith('How many') ? '8' : true))
      await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
      const card = await openList(page, '/buses', 'Flamingo Shuttle', '8')
      await card.scrollIntoViewIfNeeded()
      await card.getByRole('button', { name: 'Book Seat' }).click()
      const status = card.getByRole('status')
      await expect(status.locator('p')).toHaveText('Booked 8 seats on Flamingo Shuttle · KES 4,800')
      await expect(card.locator('.bus-card__seats dd')).toHaveText('0')
      await expect(card.getByRole('button', { name: 'Fully Booked' })).toBeDisabled()
      expect(await factsInSight(card)).toEqual(allInSight)

      await status.getByRole('button', { name: 'Dismiss message' }).click()
      await expect(status).toBeEmpty()
      await expect(card.getByRole('heading', { name: 'Flamingo Shuttle' })).toBeFocused()
    })

    test('two bookings in a row: the second message replaces the first, one at a time', async ({
      page,
    }) => {
      recordDialogs(page, (message) => (message.startsWith('How many') ? '1' : true))
      await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
      const first = await openList(page, '/buses', 'Coast Express', '25')
      const before = await layoutOf(page)
      await first.getByRole('button', { name: 'Book Seat' }).click()
      await expect(first.getByRole('status').locator('p')).toHaveText(
        'Booked 1 seat on Coast Express · KES 1,500',
      )
      const second = busCard(page, 'Lake Shuttle')
      await second.getByRole('button', { name: 'Book Seat' }).click()
      await expect(second.getByRole('status').locator('p')).toHaveText(
        'Booked 1 seat on Lake Shuttle · KES 1,200',
      )
      await expect(shownMessages(page)).toHaveCount(1)
      await expect(first.getByRole('status')).toBeEmpty()
      await expect(second.getByRole('link', { name: 'View ticket' })).toBeFocused()
      expect(await factsInSight(second)).toEqual(allInSight)
      expect(moved(before, await layoutOf(page))).toEqual([])

      await second.getByRole('button', { name: 'Dismiss message' }).click()
      await expect(shownMessages(page)).toHaveCount(0)
      await expect(second.getByRole('button', { name: 'Book Seat' })).toBeFocused()
    })

    test('"Most seats": the booked bus keeps its place while the message shows; dismissed, the list sorts again', async ({
      page,
    }) => {
      // Highland Liner 30 → 20 seats: under "Most seats" it would drop below Coast Express (25).
      recordDialogs(page, (message) => (message.startsWith('How many') ? '10' : true))
      await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
      const card = await openList(page, '/buses?sort=seats', 'Highland Liner', '30')
      const order = await cardsInOrder(page)
      expect(order[0]).toBe('Highland Liner')
      const before = await layoutOf(page)

      await card.getByRole('button', { name: 'Book Seat' }).click()
      const status = card.getByRole('status')
      await expect(status.locator('p')).toHaveText('Booked 10 seats on Highland Liner · KES 10,000')
      await expect(card.locator('.bus-card__seats dd')).toHaveText('20')
      expect(await cardsInOrder(page)).toEqual(order)
      expect(moved(before, await layoutOf(page))).toEqual([])

      await status.getByRole('button', { name: 'Dismiss message' }).click()
      await expect.poll(() => cardsInOrder(page)).toEqual([order[1], order[0], ...order.slice(2)])
      await expect(card.getByRole('button', { name: 'Book Seat' })).toBeFocused()
    })

    test('"Only buses with free seats": the last 8 seats keep the card in place with the message; dismissed, it goes and the focus moves to the content', async ({
      page,
    }) => {
      recordDialogs(page, (message) => (message.startsWith('How many') ? '8' : true))
      await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
      const card = await openList(page, '/buses?free=true', 'Flamingo Shuttle', '8')
      const order = await cardsInOrder(page)
      const before = await layoutOf(page)

      await card.getByRole('button', { name: 'Book Seat' }).click()
      const status = card.getByRole('status')
      await expect(status.locator('p')).toHaveText('Booked 8 seats on Flamingo Shuttle · KES 4,800')
      await expect(card.getByRole('button', { name: 'Fully Booked' })).toBeDisabled()
      expect(await cardsInOrder(page)).toEqual(order)
      expect(moved(before, await layoutOf(page))).toEqual([])

      await status.getByRole('button', { name: 'Dismiss message' }).click()
      await expect(card).toHaveCount(0)
      expect(await cardsInOrder(page)).toEqual(order.filter((name) => name !== 'Flamingo Shuttle'))
      await expect(page.locator('main')).toBeFocused()
    })
  })
}

test.describe('on a phone, the booked card at the foot of the screen', () => {
  test.use({ viewport: viewports.phone })

  for (const language of locales) {
    test(`scrolls up above the message bar, nothing in the page moved (${language})`, async ({
      page,
      context,
    }) => {
      await chooseLanguage(context, language, realAppUrl)
      const text = textIn(language)
      recordDialogs(page, (message) => (message.includes('18') ? '2' : true))
      await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
      const card = await openList(page, '/buses', 'Lake Shuttle', '18')
      // The card's last pixel on the screen's last row.
      await card.evaluate((article) =>
        window.scrollBy(0, article.getBoundingClientRect().bottom - window.innerHeight),
      )
      expect(await factsInSight(card)).toEqual(allInSight)
      const before = await layoutOf(page)

      await card.getByRole('button', { name: text('buses_book_seat') }).click()
      await expect(card.getByRole('status').locator('p')).toHaveText(
        text('buses_booked_seats_other')
          .replace('{seats}', '2')
          .replace('{bus}', 'Lake Shuttle')
          .replace('{total}', 'KES 2,400'),
      )
      await expect(card.locator('.bus-card__seats dd')).toHaveText('16')
      expect(await messagePlace(card)).toEqual({ place: 'bar at the foot', fits: true })
      expect(await factsInSight(card)).toEqual(allInSight)
      expect(moved(before, await layoutOf(page))).toEqual([])
    })
  }
})
