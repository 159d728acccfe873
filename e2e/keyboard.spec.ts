import type { Locator, Page } from '@playwright/test'
import { expect, recordDialogs, test, tinyPng } from './fixtures'
import { holdMoveOnTimers, releaseHeldTimers } from './hold-timers'
import { expectFocusKept, expectVisibleFocus, tabTo } from './a11y-helpers'
import { seededUsers } from './session-helpers'

/**
 * Accessibility: a traveller with only a keyboard. Tab, Shift+Tab, Enter, Space (and the arrow keys
 * inside a radio group): no mouse clicks, no `fill`. Every stop on the way must show where focus
 * is, and focus must never be dropped on <body> when the screen changes under it. (Every control
 * of each first screen is crossed with Tab in a11y.spec.ts, in the same states it scans.)
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' })
const main = (page: Page) => page.getByRole('main')

/** The field is in error and its error text is tied to it through aria-describedby. */
async function expectFieldError(field: Locator, text: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(text)
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.type(text)
}

async function followNavLink(page: Page, name: string, options: { backwards?: boolean } = {}) {
  await tabTo(page, nav(page).getByRole('link', { name, exact: true }), options)
  await page.keyboard.press('Enter')
}

async function logInWithKeyboard(page: Page, user: keyof typeof seededUsers) {
  const { email, password } = seededUsers[user]
  await page.goto('/login?mockPanel=off')
  const emailField = main(page).getByLabel('Email')
  await emailField.waitFor()

  // An empty submit: the errors are tied to their fields and focus goes to the first of them.
  await tabTo(page, main(page).getByRole('button', { name: 'Login' }))
  await page.keyboard.press('Enter')
  await expectFieldError(emailField, 'Enter your email address.')
  await expectFieldError(main(page).getByLabel('Password', { exact: true }), 'Enter your password.')
  await expectVisibleFocus(page, emailField)

  await page.keyboard.type(email)
  const passwordField = main(page).getByLabel('Password', { exact: true })
  await tabTo(page, passwordField)
  await page.keyboard.type(password)
  // The Show/Hide toggle works with Space and says what it did.
  const toggle = main(page).getByRole('button', { name: 'Show password' })
  await tabTo(page, toggle)
  await page.keyboard.press('Space')
  await expect(main(page).getByRole('button', { name: 'Hide password' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(passwordField).toHaveAttribute('type', 'text')
  await tabTo(page, passwordField, { backwards: true })
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/$/)
  await expect(nav(page).getByRole('button', { name: 'Logout' })).toBeVisible()
  // The URL and the top bar change first; the login form stays (then the loading screen, while
  // Home's code arrives on a slow phone) until Home replaces it. Only then has focus moved: the
  // field it was on went with the form, so it lands on the main content.
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Welcome to Matatu' }),
  ).toBeVisible()
  await expect(main(page)).toBeFocused()
}

test.describe('keyboard only', () => {
  test('skip link: the first Tab offers it, Enter moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/buses?mockPanel=off')
    await main(page).getByRole('heading', { level: 1 }).waitFor()
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expectVisibleFocus(page, skip)
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(main(page)).toBeFocused()
    // Tab goes on from the main content: its first control, the trip search's From field.
    await page.keyboard.press('Tab')
    await expectVisibleFocus(page, main(page).getByRole('combobox', { name: 'From' }))
  })

  test('log in, book a seat, see it in My Bookings, cancel it, change the picture, log out', async ({
    page,
  }) => {
    const dialogs = recordDialogs(page, (message) => (message.startsWith('How many') ? '2' : true))
    await logInWithKeyboard(page, 'amina')

    await followNavLink(page, 'Buses')
    const card = main(page).getByRole('article', { name: 'Lake Shuttle' })
    const bookSeat = card.getByRole('button', { name: 'Book Seat' })
    await tabTo(page, bookSeat)
    await page.keyboard.press('Enter')
    await expect(card.locator('.bus-card__message')).toContainText(
      'Booked 2 seats on Lake Shuttle · KES 2,400',
    )
    expect(dialogs).toEqual([expect.stringMatching(/^How many seats/)])
    // The message covers the button: its link takes the focus, and dismissing gives it back.
    const viewTicket = card.getByRole('link', { name: 'View ticket' })
    await expectVisibleFocus(page, viewTicket)
    await tabTo(page, card.getByRole('button', { name: 'Dismiss message' }))
    await page.keyboard.press('Enter')
    await expectVisibleFocus(page, bookSeat)

    await followNavLink(page, 'Bookings', { backwards: true })
    const bookings = main(page).getByRole('list', { name: 'Bookings' }).getByRole('article')
    await expect(bookings).toHaveCount(1)
    await expect(bookings.getByRole('heading', { name: 'Lake Shuttle' })).toBeVisible()
    const cancel = bookings.getByRole('button', { name: 'Cancel Booking' })
    await tabTo(page, cancel)
    await page.keyboard.press('Enter')
    expect(dialogs.at(-1)).toBe('Are you sure you want to cancel this booking?')
    await expect(main(page).getByText('You have no bookings yet.')).toBeVisible()
    // The button went with the booking: focus stays in the page, and Tab goes on from there.
    await expectFocusKept(page)
    await page.keyboard.press('Tab')
    await expectVisibleFocus(page, main(page).getByRole('link', { name: 'Book a seat' }))

    await followNavLink(page, 'Profile', { backwards: true })
    await expect(main(page).getByText('amina@example.com')).toBeVisible()
    // The picture itself is a button too, with a name that says what it does.
    await tabTo(page, main(page).getByRole('button', { name: 'Change profile picture' }))
    const chooseFile = main(page).getByRole('button', { name: 'Choose File' })
    // Playwright starts catching file pickers when a test first waits for one, in a message of
    // its own: a key pressed straight after can open the picker before it does (it then never
    // reaches the test). Waiting from before the Tab walk leaves it that time.
    const chooser = page.waitForEvent('filechooser')
    await tabTo(page, chooseFile)
    await page.keyboard.press('Enter')
    await (await chooser).setFiles(tinyPng)
    const picture = main(page).getByAltText('Your profile picture')
    await expect(picture).toHaveAttribute('src', /\/uploads\/user-\d+-\d+\.png$/)
    await expectVisibleFocus(page, chooseFile)

    // The mock backend in the browser kept the picture: after a reload it is still there, and
    // its bytes really decode.
    const src = await picture.getAttribute('src')
    await page.reload()
    await expect(picture).toHaveAttribute('src', src ?? '')
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1)

    // A file that is not an image: the message is tied to the button that chose it.
    const secondChooser = page.waitForEvent('filechooser')
    await tabTo(page, chooseFile)
    await page.keyboard.press('Space')
    await (
      await secondChooser
    ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
    await expect(chooseFile).toHaveAccessibleDescription(/That file is not an image/)
    await expectVisibleFocus(page, chooseFile)

    await tabTo(page, nav(page).getByRole('button', { name: 'Logout' }), { backwards: true })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/login$/)
    await expect(nav(page).getByRole('link', { name: 'Login' })).toBeVisible()
    await expect(main(page).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible()
    await expect(main(page)).toBeFocused()
  })

  test('a guest fills in the booking form and reaches the payment summary', async ({ page }) => {
    await holdMoveOnTimers(page)
    await page.goto('/?mockPanel=off')
    const bookNow = main(page).getByRole('link', { name: 'Book Now!' })
    await tabTo(page, bookNow)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/bookingform$/)
    await expect(
      main(page).getByRole('heading', { level: 1, name: 'Book Your Matatu' }),
    ).toBeVisible()
    await expectFocusKept(page)

    // Submitted empty: every missing field is marked and described, focus on the first one.
    const name = main(page).getByLabel('Name', { exact: true })
    const from = main(page).getByLabel('From', { exact: true })
    const to = main(page).getByLabel('To', { exact: true })
    const submit = main(page).getByRole('button', { name: 'Submit Booking' })
    await tabTo(page, submit)
    await page.keyboard.press('Enter')
    await expect(main(page).getByText('Please fill in name, from and to fields.')).toBeVisible()
    for (const field of [name, from, to]) await expectFieldError(field, /./)
    await expectVisibleFocus(page, name)

    await page.keyboard.type('Amina Otieno')
    await typeInto(page, main(page).getByLabel('ID number/passport (optional)'), 'A1234567')
    await typeInto(page, from, 'Nairobi')
    await typeInto(page, to, 'Mombasa')
    // One Tab stop for the radio group (the checked one); the arrow keys choose inside it.
    const shuttle = main(page).getByRole('radio', { name: 'Shuttle' })
    await tabTo(page, shuttle)
    await page.keyboard.press('ArrowDown')
    const normalBus = main(page).getByRole('radio', { name: 'Normal Bus' })
    await expect(normalBus).toBeChecked()
    await expectVisibleFocus(page, normalBus)
    for (const field of [name, from, to]) {
      await expect(field).not.toHaveAttribute('aria-invalid', 'true')
    }

    await tabTo(page, submit)
    await page.keyboard.press('Enter')
    await expect(main(page).getByText('Booking info submitted!')).toBeVisible()
    await expectFocusKept(page)
    await releaseHeldTimers(page)

    await expect(page).toHaveURL(/\/payment$/)
    const summary = main(page).getByRole('region', { name: 'Booking summary' })
    await expect(summary.getByText('Modern Bus', { exact: true })).toBeVisible()
    await expectFocusKept(page)
    await tabTo(page, main(page).getByRole('link', { name: 'Back to Home' }))
  })

  test('a server error on login keeps focus on the button and is announced', async ({ page }) => {
    await page.goto('/login?mockPanel=off&mock=fail:login')
    await typeInto(page, main(page).getByLabel('Email'), seededUsers.amina.email)
    await typeInto(page, main(page).getByLabel('Password', { exact: true }), 'password123')
    const login = main(page).getByRole('button', { name: 'Login' })
    await tabTo(page, login)
    await page.keyboard.press('Enter')
    await expect(main(page).getByRole('alert')).toHaveText('Internal Server Error')
    await expectVisibleFocus(page, login)
  })
})
