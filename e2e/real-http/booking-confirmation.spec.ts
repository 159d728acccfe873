import type { Locator, Page } from '@playwright/test'
import { viewports } from '../a11y-helpers'
import { expect, recordDialogs, test } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { mockServerUrl, realAppUrl } from '../servers'
import { en, textIn } from '../english-check'
import type { Locale } from '../../src/paraglide/runtime.js'
import { signInThroughApi } from '../session-helpers'
import { resetMockBackend, takeSeatsElsewhere } from './mock-backend'
import { bookedText, busCard, factOf } from './page-helpers'

/**
 * The booking's message covers no fact and moves nothing (docs/product.md#booking-a-seat): while
 * it shows, the booked card's name, seat count and button stay in sight, uncovered, and show the
 * server's answer; over the card's picture on a wide screen, a bar at the foot of a phone's. Every
 * card keeps its place and the list its order until it goes. On the production build over real
 * HTTP, at 360 × 740 and at 1280 × 800.
 */

type Box = Record<'x' | 'y' | 'width' | 'height', number>

/**
 * Each grid item and card, each h1/h2 and each Book Seat button, in page coordinates (the page
 * may scroll while the message shows), keyed by what they are.
 */
function layoutOf(page: Page): Promise<Record<string, Box>> {
  return page.evaluate(() => {
    const boxes: Record<string, Box> = {}
    const put = (key: string, element: Element) => {
      const { left, top, width, height } = element.getBoundingClientRect()
      boxes[key] = { x: left + window.scrollX, y: top + window.scrollY, width, height }
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

/** Every box of `before` that is missing from `after` or more than 2 px away (sub-pixel rounding). */
function moved(before: Record<string, Box>, after: Record<string, Box>): string[] {
  return Object.entries(before).flatMap(([key, was]) => {
    const now = after[key]
    if (!now) return [`${key}: gone`]
    const deltas = (['x', 'y', 'width', 'height'] as const)
      .filter((side) => Math.abs(now[side] - was[side]) > 2)
      .map((side) => `${side} ${was[side].toFixed(1)} → ${now[side].toFixed(1)}`)
    return deltas.length > 0 ? [`${key}: ${deltas.join(', ')}`] : []
  })
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
 * the screen clear of the card; whether its text, link and × fit in it; and on how many lines
 * the amount ("KES 3,000") is written.
 */
function messagePlace(card: Locator) {
  return card.evaluate((article) => {
    const message = article.querySelector('.bus-card__message')
    const picture = article.querySelector('.bus-card__image')
    const text = message?.querySelector('p')?.firstChild
    if (!message || !picture || !text) return { place: 'missing' }
    const box = message.getBoundingClientRect()
    const pictureBox = picture.getBoundingClientRect()
    const near = (a: number, b: number) => Math.abs(a - b) <= 2
    const overPicture = (['left', 'right', 'top', 'bottom'] as const).every((side) =>
      near(box[side], pictureBox[side]),
    )
    const footBar =
      getComputedStyle(message).position === 'fixed' &&
      box.bottom <= window.innerHeight &&
      box.bottom >= window.innerHeight - 40 &&
      box.top >= article.getBoundingClientRect().bottom
    const within = (inner: DOMRect) =>
      inner.left >= box.left - 0.5 &&
      inner.right <= box.right + 0.5 &&
      inner.top >= box.top - 0.5 &&
      inner.bottom <= box.bottom + 0.5
    const parts = [...message.querySelectorAll('p, a, button')]
    const amount = document.createRange()
    amount.setStart(text, text.textContent!.indexOf('KES'))
    amount.setEnd(text, text.textContent!.length)
    return {
      place: overPicture ? 'over the picture' : footBar ? 'bar at the foot' : 'elsewhere',
      fits:
        parts.length === 3 &&
        parts.every((part) => within(part.getBoundingClientRect())) &&
        parts.every((part) => part.scrollWidth <= part.clientWidth + 1) &&
        message.scrollHeight <= message.clientHeight + 1,
      amountLines: new Set([...amount.getClientRects()].map((rect) => Math.round(rect.top))).size,
    }
  })
}

const cardsInOrder = (page: Page) =>
  page.locator('.bus-grid > li .bus-card__name').allTextContents()
const seatsLeft = (card: Locator) => card.locator('.bus-card__seats dd')

/** `meanwhile` runs once the list is in place and measured, before the tap. */
type Booking = Record<'path' | 'bus' | 'available' | 'answer' | 'left' | 'total', string> & {
  text?: typeof en
  meanwhile?: (card: Locator) => Promise<void>
}

/**
 * Signed in as Amina, on `path` with its fonts in, books on `bus` and checks all that shows while
 * the message does. The seat question is the caller's to answer.
 */
async function bookAndHold(page: Page, booking: Booking) {
  const { bus, answer, left, text = en } = booking
  await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
  await page.goto(booking.path)
  const card = busCard(page, bus)
  await expect(seatsLeft(card)).toHaveText(booking.available)
  await expect(card.locator('.bus-card__book')).toBeVisible()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await card.scrollIntoViewIfNeeded()
  await booking.meanwhile?.(card)
  const [before, order] = [await layoutOf(page), await cardsInOrder(page)]

  await card.getByRole('button', { name: text('buses_book_seat') }).click()
  const status = card.getByRole('status')
  await expect(status.locator('p')).toHaveText(bookedText(text, answer, bus, booking.total))
  await expect(seatsLeft(card)).toHaveText(left)
  const button = card.locator('.bus-card__book')
  await expect(button).toHaveText(text(left === '0' ? 'buses_fully_booked' : 'buses_book_seat'))
  await expect(button).toBeEnabled({ enabled: left !== '0' })
  const place = page.viewportSize()!.width < 600 ? 'bar at the foot' : 'over the picture'
  expect(await messagePlace(card)).toEqual({ place, fits: true, amountLines: 1 })
  expect(await factsInSight(card)).toEqual(allInSight)
  expect(moved(before, await layoutOf(page))).toEqual([])
  expect(await cardsInOrder(page)).toEqual(order)
  return { card, status, before, order }
}

test.beforeEach(resetMockBackend)

/** `bus` on `path` with `available` seats: booking `answer` of them leaves `left` (the server's count), for `total`. */
const booking = (...[path, bus, available, answer, left, total]: string[]) =>
  ({ path, bus, available, answer, left, total }) as Booking

/**
 * One booking on the default list in each language: in English two seats on Lake Shuttle, while
 * another traveller has just taken five (the card shows the server's count, not its own sum); in
 * Kiswahili the longest message there is, the last twelve seats on the bus with the longest name.
 */
const bookings = [
  {
    ...{ language: 'en', busId: 2, takenMeanwhile: 5, price: 'KES 1,200' },
    booked: booking('/buses', 'Lake Shuttle', '18', '2', '11', 'KES 2,400'),
  },
  {
    ...{ language: 'sw', busId: 4, takenMeanwhile: 0, price: 'KES 1,800' },
    booked: booking('/buses', 'Malindi Sun Coach', '12', '12', '0', 'KES 21,600'),
  },
] as const satisfies { language: Locale; booked: Booking }[]

type Dismissed = (page: Page, card: Locator, order: string[]) => Promise<void>
/** Bookings in English that change the list, and what dismissing the message then does. */
const listChanges: [string, Booking, Dismissed][] = [
  [
    'the last seats: Fully Booked in sight while the message shows; dismissed, the focus goes to the bus name',
    booking('/buses', 'Flamingo Shuttle', '8', '8', '0', 'KES 4,800'),
    async (_page, card) => {
      await expect(card.getByRole('status')).toBeEmpty()
      await expect(card.getByRole('heading', { name: 'Flamingo Shuttle' })).toBeFocused()
    },
  ],
  [
    '"Most seats": the booked bus keeps its place while the message shows; dismissed, the list sorts again',
    // Highland Liner 30 → 20 seats: under "Most seats" it would drop below Coast Express (25).
    booking('/buses?sort=seats', 'Highland Liner', '30', '10', '20', 'KES 10,000'),
    async (page, card, order) => {
      expect(order[0]).toBe('Highland Liner')
      await expect.poll(() => cardsInOrder(page)).toEqual([order[1], order[0], ...order.slice(2)])
      await expect(card.getByRole('button', { name: 'Book Seat' })).toBeFocused()
    },
  ],
  [
    '"Only buses with free seats": the last 8 seats keep the card in place with the message; dismissed, it goes and the focus moves to the content',
    booking('/buses?free=true', 'Flamingo Shuttle', '8', '8', '0', 'KES 4,800'),
    async (page, card, order) => {
      await expect(card).toHaveCount(0)
      expect(await cardsInOrder(page)).toEqual(order.filter((name) => name !== 'Flamingo Shuttle'))
      await expect(page.locator('main')).toBeFocused()
    },
  ],
]

for (const [size, viewport] of Object.entries(viewports)) {
  const place = size === 'phone' ? 'bar at the foot' : 'over the picture'

  test.describe(`at ${viewport.width}×${viewport.height} (${size})`, () => {
    test.use({ viewport })

    for (const { language, busId, takenMeanwhile, price, booked } of bookings) {
      const text = textIn(language)
      test(`the message (${place}) covers no fact${size === 'phone' ? ' of a card at the foot of the screen, which scrolls up above it' : ''}: the card shows the server's count and its button, nothing moves, its focused link opens the new ticket (${language}, ${booked.answer} seats on ${booked.bus})`, async ({
        page,
        context,
        mockServer,
      }) => {
        await chooseLanguage(context, language, realAppUrl)
        const question = text('buses_seat_question')
          .replace('{available}', booked.available)
          .replace('{price}', price)
        const dialogs = recordDialogs(page, (message) =>
          message === question ? booked.answer : true,
        )
        const { status } = await bookAndHold(page, {
          ...booked,
          text,
          meanwhile: async (card) => {
            if (takenMeanwhile > 0)
              await takeSeatsElsewhere(page.request, mockServer, busId, takenMeanwhile)
            if (size !== 'phone') return
            // The card's last pixel on the screen's last row.
            await card.evaluate((article) =>
              window.scrollBy(0, article.getBoundingClientRect().bottom - window.innerHeight),
            )
            expect(await factsInSight(card)).toEqual(allInSight)
          },
        })
        expect(dialogs).toEqual([question])

        const link = status.getByRole('link', { name: text('buses_view_ticket') })
        await expect(link).toBeFocused()
        expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44)
        const reference = /^\/ticket\/([^/?#]+)$/.exec((await link.getAttribute('href')) ?? '')?.[1]
        expect(reference, 'the ticket link').toBeTruthy()
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(`${realAppUrl}/ticket/${reference}`)
        const ticket = page.getByRole('article', { name: booked.bus })
        await expect(factOf(ticket, text('bookings_seats_booked'))).toHaveText(booked.answer)
        await page.goto('/bookings')
        await expect(
          page.getByRole('list', { name: text('bookings_list_label') }).getByRole('article'),
        ).toHaveCount(1)
      })
    }

    for (const [name, booked, dismissed] of listChanges) {
      test(name, async ({ page }) => {
        recordDialogs(page, (message) => (message.startsWith('How many') ? booked.answer : true))
        const { card, status, order } = await bookAndHold(page, booked)
        await status.getByRole('button', { name: 'Dismiss message' }).click()
        await dismissed(page, card, order)
      })
    }

    test('two bookings in a row: the second message replaces the first, one at a time', async ({
      page,
    }) => {
      recordDialogs(page, (message) => (message.startsWith('How many') ? '1' : true))
      const first = booking('/buses', 'Coast Express', '25', '1', '24', 'KES 1,500')
      const { card, before } = await bookAndHold(page, first)
      const second = busCard(page, 'Lake Shuttle')
      await second.getByRole('button', { name: 'Book Seat' }).click()
      await expect(second.getByRole('status').locator('p')).toHaveText(
        'Booked 1 seat on Lake Shuttle · KES 1,200',
      )
      await expect(page.locator('.bus-card__message:not(:empty)')).toHaveCount(1)
      await expect(card.getByRole('status')).toBeEmpty()
      await expect(second.getByRole('link', { name: 'View ticket' })).toBeFocused()
      expect(await factsInSight(second)).toEqual(allInSight)
      expect(moved(before, await layoutOf(page))).toEqual([])

      await second.getByRole('button', { name: 'Dismiss message' }).click()
      await expect(page.locator('.bus-card__message:not(:empty)')).toHaveCount(0)
      await expect(second.getByRole('button', { name: 'Book Seat' })).toBeFocused()
    })
  })
}
