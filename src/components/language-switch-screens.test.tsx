import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setMockScenario } from '../../mocks/node'
import { renderRoute } from '@/testing/render-route'
import { m } from '@/paraglide/messages.js'
import { englishIn, kiswahiliIn, withoutBusNames } from '../../e2e/english-check'
import { signIn } from '@/testing/sign-in'

/**
 * A switch re-mounts nothing and re-renders from the root (docs/i18n.md): every component the
 * router renders follows it, though none subscribes to the language. Each screen's heading is read through its message, in English
 * before the switch and in Kiswahili after it.
 */

async function switchTo(user: ReturnType<typeof renderRoute>['user'], name: string) {
  const group = await screen.findByRole('group', { name: /Language|Lugha/ })
  const button = within(group).getByRole('button', { name })
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

describe.each([
  { path: '/', heading: () => m.home_title() },
  { path: '/login', heading: () => m.auth_login_title() },
  { path: '/register', heading: () => m.auth_register_title() },
  { path: '/buses', heading: () => m.buses_page_title() },
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
