import type { Page } from '@playwright/test'
import { viewports } from '../a11y-helpers'
import { expect, recordDialogs, recordRequests, test } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { mockServerUrl, realAppUrl } from '../servers'
import { en, textIn } from '../english-check'
import { locales } from '../../src/paraglide/runtime.js'
import { logInThroughForm } from '../session-helpers'
import { mockState, resetMockBackend } from './mock-backend'
import { bookedText, busCard, registerThroughForm } from './page-helpers'

/**
 * Book Seat from signed out keeps the bus (docs/product.md#booking-a-seat, #login, #register):
 * the login names the bus, and after logging in (or registering, then logging in) the traveller
 * is back on the same list, scrolled to that bus, and its seat question opens by itself. Nothing
 * is booked without the answer. On the production build over real HTTP, on a phone, where the
 * bus is not on the first screen by chance. A session that expires mid-booking leads to the same
 * login (src/features/buses/components/seat-booking.test.tsx, 'alerts 'Session expired…'').
 */

test.use({ viewport: viewports.phone })

const lakeShuttle = (page: Page) => busCard(page, 'Lake Shuttle')

/** Every POST /api/bookings/ the page sends. */
const bookingPosts = (page: Page) =>
  recordRequests(page, (request) =>
    request.method() === 'POST' && request.url().startsWith(`${mockServerUrl}/api/bookings`)
      ? request.url()
      : undefined,
  )

/**
 * Records whether Lake Shuttle's card is fully in the viewport at the moment the seat question
 * opens (the page cannot be asked while the prompt is up).
 */
async function watchThePrompt(page: Page) {
  await page.addInitScript(() => {
    const prompt = window.prompt.bind(window)
    window.prompt = (message, defaultValue) => {
      const card = [...document.querySelectorAll('article')].find(
        (article) => article.querySelector('h2')?.textContent === 'Lake Shuttle',
      )
      const box = card?.getBoundingClientRect()
      const inView = Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight)
      Object.assign(window, { __cardInViewAtPrompt: inView })
      return prompt(message, defaultValue)
    }
  })
}

/**
 * Signed out on the list's `search`: Book Seat on Lake Shuttle leads to a login that names it and
 * leads back to the list with its question.
 */
async function bookSignedOut(page: Page, text = en, search = 'from=Nairobi') {
  await page.goto(`/buses?${search}`)
  await lakeShuttle(page)
    .getByRole('button', { name: text('buses_book_seat') })
    .click()
  await expect(page).toHaveURL(/\/login\?redirect=/)
  const redirect = new URL(page.url()).searchParams.get('redirect') ?? ''
  expect(redirect).toMatch(/^\/buses\?/)
  const back = Object.fromEntries(new URLSearchParams(redirect.slice('/buses?'.length)))
  expect(back).toEqual({ ...Object.fromEntries(new URLSearchParams(search)), book: '2' })
  await expect(page.getByRole('note')).toHaveText(
    text('auth_booking_bus').replace('{bus}', 'Lake Shuttle'),
  )
}

/**
 * After the login, `asked` are the dialogs, and the traveller is back on the list with the same
 * search: `book` gone from the address, the bus in view when its question opened.
 */
async function expectBackOnTheList(
  page: Page,
  dialogs: string[],
  asked: string[],
  search = 'from=Nairobi',
) {
  await expect.poll(() => dialogs).toEqual(asked)
  await expect(page).toHaveURL(`${realAppUrl}/buses?${search}`)
  await expect(page.getByLabel(/^(From|Kutoka)$/)).toHaveValue('Nairobi')
  const inView = await page.evaluate(
    () => (window as unknown as { __cardInViewAtPrompt?: boolean }).__cardInViewAtPrompt,
  )
  expect(inView, 'Lake Shuttle fully in view as its question opens').toBe(true)
  await expect(lakeShuttle(page)).toBeInViewport({ ratio: 1 })
}

/** The booking's message: one seat on Lake Shuttle. */
async function expectOneSeatBooked(page: Page, text = en) {
  await expect(lakeShuttle(page).getByRole('status').locator('p')).toHaveText(
    bookedText(text, '1', 'Lake Shuttle', 'KES 1,200'),
  )
}

test.beforeEach(resetMockBackend)

for (const language of locales) {
  const text = textIn(language)
  const seatQuestion = text('buses_seat_question')
    .replace('{available}', '18')
    .replace('{price}', 'KES 1,200')
  const loginFirst = text('buses_login_first')

  test(`signed out, Book Seat → login names the bus → logged in, the seat question for that bus comes back; answered, it books, once (${language})`, async ({
    page,
    context,
    mockServer,
  }) => {
    await chooseLanguage(context, language, realAppUrl)
    const posts = bookingPosts(page)
    const dialogs = recordDialogs(page, (message) => (message === seatQuestion ? '1' : true))
    await watchThePrompt(page)
    // signed out
    await bookSignedOut(page, text)
    expect(dialogs).toEqual([loginFirst])

    await logInThroughForm(page, 'amina', language)

    await expectBackOnTheList(page, dialogs, [loginFirst, seatQuestion])
    await expectOneSeatBooked(page, text)
    const state = await mockState(page.request, mockServer)
    expect(state.buses.find((bus) => bus.id === 2)?.seats).toBe(17)
    expect(state.bookings.filter((booking) => booking.user_id === 1)).toEqual([
      expect.objectContaining({ bus_id: 2, seats_booked: 1, total_price: 1200 }),
    ])
    expect(posts).toHaveLength(1)

    // The question was asked once: a reload does not ask again.
    await page.reload()
    await expect(lakeShuttle(page).locator('.bus-card__seats dd')).toHaveText('17')
    expect(dialogs).toHaveLength(2)
  })
}

const askedAfterLogin = [
  'You need to login first',
  'How many seats? 18 available at KES 1,200 each.',
]

test('register first: "Create an account" carries the way back with the search, the email filled in, and after logging in the seat question still comes back; cancelled, nothing is booked, nothing is sent', async ({
  page,
  mockServer,
}) => {
  const before = await mockState(page.request, mockServer)
  const posts = bookingPosts(page)
  // The question that comes back is cancelled; the one asked by a tap after it, answered.
  let questions = 0
  const dialogs = recordDialogs(page, (message) =>
    message.startsWith('How many') ? (questions++ === 0 ? false : '1') : true,
  )
  await watchThePrompt(page)
  const search = 'from=Nairobi&sort=price-asc'
  await bookSignedOut(page, en, search)
  // The way back and the email carried through registering: register-screen.test.tsx, 'Book Seat →
  // Create an account → register → login returns to the same list, email filled in'.
  await page.getByRole('link', { name: 'Create an account' }).click()
  await registerThroughForm(page, 'njeri', 'njeri@example.com', 'matatu-rider')
  await expect(page.getByText('Registration successful. Please log in.')).toBeVisible()
  await page.getByLabel('Password', { exact: true }).fill('matatu-rider')
  await page.getByRole('button', { name: 'Login' }).click()

  await expectBackOnTheList(page, dialogs, askedAfterLogin, search)
  // cancelled: nothing booked, nothing sent
  const card = lakeShuttle(page)
  await expect(card.getByRole('button', { name: 'Book Seat' })).toBeEnabled()
  await expect(card.locator('.bus-card__seats dd')).toHaveText('18')
  await expect(card.getByRole('status')).toBeEmpty()
  expect(posts).toEqual([])
  const after = await mockState(page.request, mockServer)
  expect({ buses: after.buses, bookings: after.bookings }).toEqual({
    buses: before.buses,
    bookings: before.bookings,
  })

  // The account is the new traveller's: a seat booked now is hers.
  await card.getByRole('button', { name: 'Book Seat' }).click()
  await expectOneSeatBooked(page)
  const state = await mockState(page.request, mockServer)
  const njeri = state.users.find((user) => user.email === 'njeri@example.com')
  expect(njeri).toBeDefined()
  expect(state.bookings.filter((booking) => booking.user_id === njeri!.id)).toEqual([
    expect.objectContaining({ bus_id: 2, seats_booked: 1 }),
  ])
})
