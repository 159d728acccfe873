import type { Page } from '@playwright/test'
import { viewports } from '../a11y-helpers'
import { expect, recordDialogs, test } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { mockServerUrl, realAppUrl } from '../servers'
import { signInThroughApi } from '../session-helpers'

/**
 * The booking confirmation moves nothing (docs/product.md#booking-a-seat): after Book Seat the
 * message fills the booked card's own box, so every other card, every heading and every other
 * Book Seat button stays where it was, the booked card keeps its size, and the list keeps its
 * order and its cards until the message is dismissed. On the production build over real HTTP,
 * at 360 × 740 and at 1280 × 800.
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
 * The boxes the traveller's eye holds on to, in page coordinates (the scroll position may change
 * when the message's link takes the focus), keyed by what they are: each grid item and card, each
 * h1/h2 and each Book Seat button but the booked card's own name and button, which the message
 * covers (its button's label changes while it books).
 */
function layoutOf(page: Page, bookedBus: string): Promise<Record<string, Box>> {
  return page.evaluate((booked) => {
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
      if (book && name !== booked) put(`Book Seat of ${name}`, book)
    }
    // The booked card's own name is under the message (its seats badge may go at 0 seats).
    document.querySelectorAll('h1, h2').forEach((heading, index) => {
      if (heading.classList.contains('bus-card__name') && heading.textContent === booked) return
      put(`${heading.tagName} #${index} "${heading.textContent}"`, heading)
    })
    return boxes
  }, bookedBus)
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

/** The message, its link and its close button lie inside the booked card, none clipped. */
async function messageFitsItsCard(page: Page, bookedBus: string) {
  return page.evaluate((booked) => {
    const card = [...document.querySelectorAll('article.bus-card')].find(
      (article) => article.querySelector('.bus-card__name')?.textContent === booked,
    )
    const message = card?.querySelector('.bus-card__message')
    if (!card || !message) return { found: false }
    const within = (inner: DOMRect, outer: DOMRect) =>
      inner.left >= outer.left - 0.5 &&
      inner.right <= outer.right + 0.5 &&
      inner.top >= outer.top - 0.5 &&
      inner.bottom <= outer.bottom + 0.5
    const cardBox = card.getBoundingClientRect()
    const messageBox = message.getBoundingClientRect()
    const parts = [...message.querySelectorAll('.bus-card__message-text, a, button')]
    // A phone's card has its thumbnail beside the name: the message covers the whole card. A
    // wider card keeps its picture on top: the message covers the card below it.
    const picture = card.querySelector('.bus-card__image')?.getBoundingClientRect()
    const top =
      picture && picture.bottom < messageBox.bottom - 40 && picture.width > cardBox.width / 2
        ? picture.bottom
        : cardBox.top
    const fillsCard =
      (['left', 'right', 'bottom'] as const).every(
        (side) => Math.abs(messageBox[side] - cardBox[side]) <= 2,
      ) && Math.abs(messageBox.top - top) <= 2
    return {
      found: true,
      messageInsideCard: within(messageBox, cardBox),
      fillsCard,
      partsInsideMessage: parts.every((part) => within(part.getBoundingClientRect(), messageBox)),
      scrollsInside: message.scrollHeight > message.clientHeight + 1,
      textOverflowsSideways: parts.some((part) => part.scrollWidth > part.clientWidth + 1),
    }
  }, bookedBus)
}

const cardsInOrder = (page: Page) =>
  page.locator('.bus-grid > li .bus-card__name').allTextContents()

async function mockState(request: Page['request'], mockServer: string) {
  const state = (await (await request.get(`${mockServer}/__mock/state`)).json()) as {
    buses: { name: string; seats: number }[]
    bookings: { booking_id: number; user_id: number; bus_id: number; seats_booked: number }[]
  }
  return state
}

/** The list as loaded from the server, fonts in, ready for a tap (the app has started). */
async function openList(page: Page, path: string, bus: string, seats: string) {
  await page.goto(path)
  const card = page.getByRole('list', { name: /Buses|Mabasi/ }).getByRole('article', { name: bus })
  await expect(card.locator('.bus-card__seats dd')).toHaveText(seats)
  await expect(card.locator('.bus-card__book')).toBeVisible()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  return card
}

test.beforeEach(async ({ request, mockServer }) => {
  expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
})

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`at ${viewport.width}×${viewport.height} (${size})`, () => {
    test.use({ viewport })

    test('Book Seat on the default list: the message fills the card, moves nothing, is announced, and its focused link opens the new ticket', async ({
      page,
      request,
      mockServer,
    }) => {
      const dialogs = recordDialogs(page, (message) =>
        message.startsWith('How many') ? '2' : true,
      )
      await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
      const card = await openList(page, '/buses', 'Coast Express', '25')
      const before = await layoutOf(page, 'Coast Express')
      const order = await cardsInOrder(page)

      await card.getByRole('button', { name: 'Book Seat' }).click()
      const status = card.getByRole('status')
      await expect(status.locator('p')).toHaveText('Booked 2 seats on Coast Express · KES 3,000')
      expect(dialogs).toEqual(['How many seats? 25 available at KES 1,500 each.'])
      await expect(card.locator('.bus-card__seats dd')).toHaveText('23')

      expect(moved(before, await layoutOf(page, 'Coast Express'))).toEqual([])
      expect(await cardsInOrder(page)).toEqual(order)
      expect(await messageFitsItsCard(page, 'Coast Express')).toEqual({
        found: true,
        messageInsideCard: true,
        fillsCard: true,
        partsInsideMessage: true,
        scrollsInside: false,
        textOverflowsSideways: false,
      })
      await expect(status.getByRole('button', { name: 'Dismiss message' })).toBeVisible()

      const link = status.getByRole('link', { name: 'View ticket' })
      await expect(link).toBeFocused()
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44)
      const href = await link.getAttribute('href')
      const reference = /^\/ticket\/([^/?#]+)$/.exec(href ?? '')?.[1]
      expect(reference, `the link's address, ${href}`).toBeTruthy()
      const { bookings } = await mockState(request, mockServer)
      expect(bookings.filter((booking) => booking.user_id === 1)).toEqual([
        expect.objectContaining({ booking_id: Number(reference), bus_id: 1, seats_booked: 2 }),
      ])

      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(`${realAppUrl}/ticket/${reference}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Ticket' })).toBeVisible()
      const ticket = page.getByRole('article', { name: 'Coast Express' })
      await expect(ticket.locator('dt:text-is("Booking reference") + dd')).toHaveText(reference!)
      await expect(ticket.locator('dt:text-is("Seats Booked") + dd')).toHaveText('2')
    })

    test('"Most seats": the booked bus keeps its place and nothing moves while the message shows; dismissed, the list sorts again', async ({
      page,
    }) => {
      // Highland Liner 30 → 20 seats: under "Most seats" it would drop below Coast Express (25).
      recordDialogs(page, (message) => (message.startsWith('How many') ? '10' : true))
      await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
      const card = await openList(page, '/buses?sort=seats', 'Highland Liner', '30')
      const order = await cardsInOrder(page)
      expect(order).toEqual([
        'Highland Liner',
        'Coast Express',
        'Lake Shuttle',
        'Malindi Sun Coach',
        'Flamingo Shuttle',
      ])
      const before = await layoutOf(page, 'Highland Liner')

      await card.getByRole('button', { name: 'Book Seat' }).click()
      const status = card.getByRole('status')
      await expect(status.locator('p')).toHaveText('Booked 10 seats on Highland Liner · KES 10,000')
      await expect(card.locator('.bus-card__seats dd')).toHaveText('20')
      await expect(status.getByRole('link', { name: 'View ticket' })).toBeFocused()

      expect(await cardsInOrder(page)).toEqual(order)
      expect(moved(before, await layoutOf(page, 'Highland Liner'))).toEqual([])
      expect((await messageFitsItsCard(page, 'Highland Liner')).messageInsideCard).toBe(true)

      await status.getByRole('button', { name: 'Dismiss message' }).click()
      await expect(status).toBeEmpty()
      await expect
        .poll(() => cardsInOrder(page))
        .toEqual([
          'Coast Express',
          'Highland Liner',
          'Lake Shuttle',
          'Malindi Sun Coach',
          'Flamingo Shuttle',
        ])
      await expect(card.getByRole('button', { name: 'Book Seat' })).toBeFocused()
    })

    test('"Only buses with free seats": booking all 8 seats of Flamingo Shuttle keeps its card in place with the message; dismissed, it goes', async ({
      page,
      request,
      mockServer,
    }) => {
      // At 1280 px Flamingo Shuttle is alone in the second row, its "8 left" badge on a line of its
      // own: at 0 seats the badge's place stays, so the card keeps its height.
      recordDialogs(page, (message) => (message.startsWith('How many') ? '8' : true))
      await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
      const card = await openList(page, '/buses?free=true', 'Flamingo Shuttle', '8')
      const order = await cardsInOrder(page)
      expect(order).toHaveLength(5)
      const before = await layoutOf(page, 'Flamingo Shuttle')

      await card.getByRole('button', { name: 'Book Seat' }).click()
      const status = card.getByRole('status')
      await expect(status.locator('p')).toHaveText('Booked 8 seats on Flamingo Shuttle · KES 4,800')
      await expect(card.locator('.bus-card__seats dd')).toHaveText('0')
      // Under the message, hidden from sight and from the keyboard meanwhile.
      await expect(card.locator('.bus-card__book')).toHaveText('Fully Booked')
      await expect(card.locator('.bus-card__book')).toBeDisabled()
      await expect(card.locator('.bus-card__book')).toBeHidden()
      await expect(status.getByRole('link', { name: 'View ticket' })).toBeFocused()
      const { buses } = await mockState(request, mockServer)
      expect(buses.find((bus) => bus.name === 'Flamingo Shuttle')?.seats).toBe(0)

      expect(await cardsInOrder(page)).toEqual(order)
      expect(moved(before, await layoutOf(page, 'Flamingo Shuttle'))).toEqual([])
      expect((await messageFitsItsCard(page, 'Flamingo Shuttle')).messageInsideCard).toBe(true)

      await status.getByRole('button', { name: 'Dismiss message' }).click()
      await expect(card).toHaveCount(0)
      expect(await cardsInOrder(page)).toEqual(order.filter((name) => name !== 'Flamingo Shuttle'))
    })

    test('in Kiswahili the longer message fits the card and moves nothing', async ({
      page,
      context,
    }) => {
      await chooseLanguage(context, 'sw', realAppUrl)
      recordDialogs(page, (message) => (message.startsWith('Viti vingapi?') ? '12' : true))
      await signInThroughApi(page, { user: 'amina', apiBaseUrl: mockServerUrl })
      const card = await openList(page, '/buses', 'Malindi Sun Coach', '12')
      const before = await layoutOf(page, 'Malindi Sun Coach')

      await card.getByRole('button', { name: 'Weka nafasi' }).click()
      const status = card.getByRole('status')
      await expect(status.locator('p')).toHaveText(
        'Umeweka nafasi ya viti 12 kwenye Malindi Sun Coach · KES 21,600',
      )
      await expect(status.getByRole('link', { name: 'Tazama tiketi' })).toBeFocused()
      await expect(status.getByRole('button', { name: 'Funga ujumbe' })).toBeVisible()

      expect(moved(before, await layoutOf(page, 'Malindi Sun Coach'))).toEqual([])
      expect(await messageFitsItsCard(page, 'Malindi Sun Coach')).toEqual({
        found: true,
        messageInsideCard: true,
        fillsCard: true,
        partsInsideMessage: true,
        scrollsInside: false,
        textOverflowsSideways: false,
      })
    })
  })
}
