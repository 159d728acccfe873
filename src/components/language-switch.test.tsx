import { screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory } from '@tanstack/react-router'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { mockApiUrl, server, setMockScenario } from '../../mocks/node'
import { createAppRouter } from '@/router'
import { cookieName } from '@/paraglide/runtime.js'
import { createTestQueryClient, renderRoute } from '@/testing/render-route'
import { signIn } from '@/testing/sign-in'
import { m } from '@/paraglide/messages.js'
import { englishIn, kiswahiliIn, withoutBusNames } from '../../e2e/english-check'

function languageSwitch() {
  return screen.findByRole('group', { name: /Language|Lugha/ })
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
  it('shows /buses in Kiswahili: the one clock, the same route arrows, the title, the address; the choice in the cookie only, never in storage', async () => {
    const { user, router } = renderRoute('/buses?from=Nairobi')
    // English shows the backend's departure as it comes; Kiswahili the one 24-hour clock.
    expect(await screen.findByText('08:00 AM')).toBeInTheDocument()
    expect(screen.getAllByText('Nairobi → Mombasa').length).toBeGreaterThan(0)

    await user.click(within(await languageSwitch()).getByRole('button', { name: 'Kiswahili' }))

    expect(await screen.findByText('08:00')).toBeInTheDocument()
    expect(screen.queryByText('08:00 AM')).toBeNull()
    expect(screen.getAllByRole('button', { name: /^Weka nafasi/ }).length).toBeGreaterThan(0)
    // Routes read the same in both languages: place names joined by an arrow.
    expect(screen.getAllByText('Nairobi → Mombasa').length).toBeGreaterThan(0)
    await waitFor(() => expect(document.title).toBe('Mabasi · Matatu'))
    expect(document.cookie).toBe(`${cookieName}=sw`)
    expect(Object.keys(localStorage)).toEqual([])
    expect(router.state.location.href).toBe('/buses?from=Nairobi')

    await user.click(screen.getByRole('button', { name: 'English' }))
    await waitFor(() => expect(document.title).toBe('Buses · Matatu'))
    expect(document.cookie).toContain(`${cookieName}=en`)
  })
})

interface Case {
  /** The address to open; a route's own path when it has no parameters. */
  url?: string
  /** The screen's h1, through its message, so in the language of the moment. */
  heading: () => string
  /** Another text that shows the state is the one meant (an error, a loading text). */
  text?: () => string
  /** The traveller and the backend before the page opens. */
  before?: () => void
}

/** What each route of the router shows. A route the router has and this has not fails below. */
const routes: Record<string, Case> = {
  '/': { heading: m.home_title },
  '/buses': { heading: m.buses_page_title },
  '/login': { heading: m.auth_login_title },
  '/register': { heading: m.auth_register_title },
  '/bookingform': { heading: m.guest_title },
  '/payment': { heading: m.guest_payment_empty_title },
  '/bookings': { heading: m.bookings_title, before: signIn },
  '/profile': { heading: m.profile_title, before: signIn },
  '/ticket/$reference': { url: '/ticket/1', heading: m.bookings_ticket_title, before: signIn },
}

/** What the router renders besides a route's screen: not-found, pending, error, signed out. */
const states: Record<string, Case & { url: string }> = {
  'an address no route has': { url: '/nowhere', heading: m.common_not_found_heading },
  '/buses while it loads': {
    url: '/buses',
    heading: m.buses_page_title,
    text: m.buses_loading,
    before: () => server.use(http.get(mockApiUrl('/api/buses/'), () => new Promise(() => {}))),
  },
  '/buses failing to load': {
    url: '/buses',
    heading: m.buses_page_title,
    text: m.buses_load_failed,
    before: () => setMockScenario({ fail: ['buses'] }),
  },
  '/bookings signed out': {
    url: '/bookings',
    heading: m.common_title_bookings,
    text: m.bookings_signed_out,
  },
}

/** Every path the app's router knows, from the router itself. */
const routerPaths = Object.keys(
  createAppRouter(createTestQueryClient(), createMemoryHistory()).routesByPath,
)

const textFields =
  'input:is([type=text], [type=email], [type=password], [type=search], [type=tel], [type=number], :not([type])), textarea'

/**
 * Opens the case's page in English, types into every field, scrolls, then switches to Kiswahili
 * and back. jsdom lays nothing out, so the page counts as scrolled: any call to scroll fails.
 */
async function walk(url: string, { heading, text, before }: Case) {
  before?.()
  const { user } = renderRoute(url)
  const shown = async () => {
    await screen.findByRole('heading', { level: 1, name: heading() })
    if (text) await screen.findByText(text())
  }
  await shown()
  const typed: [HTMLInputElement, string][] = []
  for (const field of document.querySelectorAll<HTMLInputElement>(textFields)) {
    await user.type(field, '42')
    typed.push([field, field.value])
  }
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(240)
  dispatchEvent(new Event('scroll'))
  const scrolls: string[] = []
  const record = (call: string) => () => void scrolls.push(call)
  vi.spyOn(window, 'scrollTo').mockImplementation(record('scrollTo'))
  vi.spyOn(window, 'scrollBy').mockImplementation(record('scrollBy'))
  vi.spyOn(window, 'scroll').mockImplementation(record('scroll'))
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(record('scrollIntoView'))

  for (const [name, language, otherLanguageIn] of [
    ['Kiswahili', 'sw', (page: string) => englishIn(withoutBusNames(page))],
    ['English', 'en', kiswahiliIn],
  ] as const) {
    const button = within(await languageSwitch()).getByRole('button', { name })
    await user.click(button)
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'))
    await shown()
    await waitFor(() => expect(otherLanguageIn(pageText())).toEqual([]))
    expect(document.documentElement.lang).toBe(language)
    expect(button).toHaveFocus()
    for (const [field, value] of typed) {
      expect(field).toBeInTheDocument()
      expect(field.value).toBe(value)
    }
    expect(scrolls).toEqual([])
  }
}

describe('a switch re-renders every screen in place, English → Kiswahili → English', () => {
  it.each(routerPaths)('route %s', async (path) => {
    const route = routes[path]
    expect(
      route,
      `the router has ${path}, which "routes" in this test lacks: add its heading (and an address, if it has parameters)`,
    ).toBeDefined()
    await walk(route!.url ?? path, route!)
  })

  it.each(Object.entries(states))('%s', (_, state) => walk(state.url, state))

  it('names no route the router lacks', () => {
    expect(Object.keys(routes).filter((path) => !routerPaths.includes(path))).toEqual([])
  })
})
