import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setMockScenario } from '../../mocks/node'
import { cookieName } from '@/paraglide/runtime.js'
import { renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'
import { m } from '@/paraglide/messages.js'
import { englishIn, kiswahiliIn, withoutBusNames } from '../../e2e/english-check'

function languageSwitch() {
  return screen.findByRole('group', { name: /Language|Lugha/ })
}

async function switchTo(user: ReturnType<typeof renderRoute>['user'], name: string) {
  const button = within(await languageSwitch()).getByRole('button', { name })
  await user.click(button)
  await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
}

/** The page's title and every text node, one per line (jsdom has no innerText). */
function pageText(): string {
  const texts: string[] = [document.title]
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '')
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder]')) {
    for (const name of ['aria-label', 'alt', 'placeholder'])
      texts.push(element.getAttribute(name) ?? '')
  }
  return texts.join('\n')
}

describe('language switch in the top bar', () => {
  it('switches the whole screen to Kiswahili in place, remembers it and sets <html lang>', async () => {
    const { user, router } = renderRoute('/buses?from=Nairobi')
    await screen.findByRole('heading', { level: 1, name: 'Available Buses' })
    // English shows the backend's departure as it comes; Kiswahili the one 24-hour clock.
    expect(await screen.findByText('08:00 AM')).toBeInTheDocument()
    expect(screen.getAllByText('Nairobi → Mombasa').length).toBeGreaterThan(0)
    const group = await languageSwitch()
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await user.click(within(group).getByRole('button', { name: 'Kiswahili' }))

    await screen.findByRole('heading', { level: 1, name: 'Mabasi yaliyopo' })
    expect(screen.getByRole('navigation', { name: 'Menyu kuu' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^Weka nafasi/ }).length).toBeGreaterThan(0)
    expect(screen.getByText('08:00')).toBeInTheDocument()
    expect(screen.queryByText('08:00 AM')).toBeNull()
    // Routes read the same in both languages: place names joined by an arrow.
    expect(screen.getAllByText('Nairobi → Mombasa').length).toBeGreaterThan(0)
    expect(screen.queryByText('Nairobi to Mombasa')).toBeNull()
    await waitFor(() => expect(englishIn(withoutBusNames(pageText()))).toEqual([]))
    expect(document.documentElement.lang).toBe('sw')
    expect(document.cookie).toContain(`${cookieName}=sw`)
    // The route and its search stay; focus stays on the control the traveller used.
    expect(router.state.location.href).toBe('/buses?from=Nairobi')
    const kiswahili = screen.getByRole('button', { name: 'Kiswahili' })
    expect(kiswahili).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(kiswahili).toHaveFocus())
    await waitFor(() => expect(document.title).toBe('Mabasi · Matatu'))

    await user.click(screen.getByRole('button', { name: 'English' }))
    await screen.findByRole('heading', { level: 1, name: 'Available Buses' })
    await waitFor(() => expect(kiswahiliIn(pageText())).toEqual([]))
    expect(document.documentElement.lang).toBe('en')
    expect(document.cookie).toContain(`${cookieName}=en`)
    await waitFor(() => expect(document.title).toBe('Buses · Matatu'))
  })

  it('keeps the choice in the language cookie only, never in storage', async () => {
    const { user } = renderRoute('/')
    await user.click(within(await languageSwitch()).getByRole('button', { name: 'Kiswahili' }))
    await screen.findByRole('heading', { level: 1, name: 'Karibu Matatu' })
    expect(Object.keys(localStorage)).toEqual([])
    expect(document.cookie).toBe(`${cookieName}=sw`)
  })
})

/**
 * A switch re-mounts nothing and re-renders from the root (docs/i18n.md): every component the
 * router renders follows it through useFollowLanguage. Each screen's heading is read through its
 * message, in English before the switch and in Kiswahili after it.
 */
describe.each([
  { path: '/', heading: () => m.home_title() },
  { path: '/login', heading: () => m.auth_login_title() },
  { path: '/register', heading: () => m.auth_register_title() },
  { path: '/bookings', heading: () => m.bookings_title(), signedIn: true },
  { path: '/profile', heading: () => m.profile_title(), signedIn: true },
  { path: '/bookingform', heading: () => m.guest_title() },
  { path: '/payment', heading: () => m.guest_payment_empty_title() },
  { path: '/nowhere', heading: () => m.common_not_found_heading() },
  { path: '/buses', heading: () => m.buses_load_failed(), failing: true },
])('$path', ({ path, heading, signedIn, failing }) => {
  it(`follows a switch to Kiswahili and back${failing ? ' (failed to load)' : ''}`, async () => {
    if (signedIn) signIn()
    if (failing) setMockScenario({ fail: ['buses'] })
    const { user } = renderRoute(path)
    // A failed page is loaded again with the router's state: the error shows anew.
    const shown = (text: string) =>
      failing
        ? waitFor(() => {
            const element = screen.getByText(text)
            expect(element).toBeVisible()
            return element
          })
        : screen.findByRole('heading', { level: 1, name: text })
    const english = heading()
    expect(await shown(english)).toBeVisible()

    await switchTo(user, 'Kiswahili')
    const kiswahili = heading()
    expect(kiswahili).not.toBe(english)
    expect(await shown(kiswahili)).toBeVisible()
    expect(screen.queryByText(english)).toBeNull()
    // The whole page, not only its heading: no English left anywhere.
    await waitFor(() => expect(englishIn(withoutBusNames(pageText()))).toEqual([]))

    await switchTo(user, 'English')
    expect(await shown(english)).toBeVisible()
    await waitFor(() => expect(kiswahiliIn(pageText())).toEqual([]))
  })
})
