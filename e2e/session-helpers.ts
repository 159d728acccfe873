import type { BrowserContext, Page } from '@playwright/test'
import { seedCredentials } from '../mocks/seed'
import { baseLocale, type Locale } from '../src/paraglide/runtime.js'
import { textIn } from './english-check'

/** The API base of the mock-enabled build: its service worker answers calls to it. */
export const mockBrowserApiUrl = 'http://localhost:5500'

export type SeededUser = keyof typeof seedCredentials

interface SignInOptions {
  user?: SeededUser
  /** mockServerUrl for the real-http project; the mock-enabled build's base otherwise. */
  apiBaseUrl?: string
  /** false when the test opens a page next anyway: that load starts the session, and proves it. */
  reload?: boolean
}

interface Session {
  token: string
  user: unknown
}

/** POST /api/auth/login with a seeded user's credentials. Runs in a page or in Node alike. */
async function logIn({ url, body }: { url: string; body: unknown }): Promise<Session> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const session = (await response.json()) as Partial<Session>
  if (!response.ok || !session.token) throw new Error(`Login failed: ${response.status}`)
  return { token: session.token, user: session.user }
}

/** Stores a session under the app's own storage keys. Runs in the page. */
function keepSession(session: Session): void {
  // A new page's first document (about:blank) has no storage to keep it in.
  if (location.protocol === 'about:') return
  localStorage.setItem('token', session.token)
  localStorage.setItem('user', JSON.stringify(session.user))
}

/**
 * Logs in through POST /api/auth/login, without the form, and keeps the session where the app
 * does. On a page: from inside it (in the mock build the service worker answers), then reloads so
 * the app starts with it. On a browser context, for a first load with nothing in the caches (the
 * bench): from Node (`apiBaseUrl` a real server), stored before each page's scripts on every load.
 */
export async function signInThroughApi(page: Page, options?: SignInOptions): Promise<void>
export async function signInThroughApi(
  context: BrowserContext,
  options: Pick<SignInOptions, 'user'> & { apiBaseUrl: string },
): Promise<void>
export async function signInThroughApi(
  target: Page | BrowserContext,
  options: SignInOptions = {},
): Promise<void> {
  const login = {
    url: options.apiBaseUrl ?? mockBrowserApiUrl,
    body: seedCredentials[options.user ?? 'brian'],
  }
  if ('newPage' in target) {
    await target.addInitScript(keepSession, await logIn(login))
    return
  }
  const page = target
  await page.goto('/?mockPanel=off')
  // The app renders once the mock worker (if any) controls the page.
  await page.getByRole('banner').getByRole('navigation').waitFor()
  await page.evaluate(keepSession, await page.evaluate(logIn, login))
  if (options.reload === false) return
  await page.reload()
  // The top bar's last link is Logout once the session is on (in either language).
  await page.locator('.top-bar__logout').waitFor()
}

/**
 * Logs in through the login form on screen, for the tests whose rule is what the app does on a
 * login (where it goes next, what it keeps or sends); the caller waits for what it leads to.
 */
export async function logInThroughForm(
  page: Page,
  user: SeededUser = 'brian',
  language: Locale = baseLocale,
): Promise<void> {
  const { email, password } = seedCredentials[user]
  const text = textIn(language)
  await page.getByLabel(text('auth_email_label')).fill(email)
  await page.getByLabel(text('auth_password_label'), { exact: true }).fill(password)
  await page
    .getByRole('main')
    .getByRole('button', { name: text('auth_login_title'), exact: true })
    .click()
}
