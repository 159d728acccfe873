import type { Page } from '@playwright/test'
import { baseLocale, type Locale } from '../src/paraglide/runtime.js'
import { en, sw } from './english-check'

/** The API base of the mock-enabled build: its service worker answers calls to it. */
export const mockBrowserApiUrl = 'http://localhost:5500'

export const seededUsers = {
  amina: { email: 'amina@example.com', password: 'password123' },
  brian: { email: 'brian@example.com', password: 'password123' },
} as const

interface SignInOptions {
  user?: keyof typeof seededUsers
  /** mockServerUrl for the real-http project; the mock-enabled build's base otherwise. */
  apiBaseUrl?: string
  /**
   * false when the test opens a page next anyway: that page load starts the session, and what
   * the test then checks there proves it.
   */
  reload?: boolean
}

/**
 * Logs in without the login form: calls POST /api/auth/login from inside the page (in the
 * mock-browser project the service worker answers), stores token and user under the app's own
 * storage keys, and reloads so the app starts with that session (see `reload`).
 */
export async function signInThroughApi(page: Page, options: SignInOptions = {}): Promise<void> {
  const credentials = seededUsers[options.user ?? 'brian']
  const apiBaseUrl = options.apiBaseUrl ?? mockBrowserApiUrl
  await page.goto('/?mockPanel=off')
  // The app renders once the mock worker (if any) controls the page.
  await page.getByRole('banner').getByRole('navigation').waitFor()
  await page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      const session = (await response.json()) as { token?: string; user?: unknown }
      if (!response.ok || !session.token) throw new Error(`Login failed: ${response.status}`)
      localStorage.setItem('token', session.token)
      localStorage.setItem('user', JSON.stringify(session.user))
    },
    { url: apiBaseUrl, body: credentials },
  )
  if (options.reload === false) return
  await page.reload()
  // The top bar's last link is Logout once the session is on (in either language).
  await page.locator('.top-bar__logout').waitFor()
}

/**
 * Logs in through the login form on screen, as a traveller does: for the tests whose rule is
 * what the app does on a login (where it goes next, what it keeps or removes, what it sends).
 * The caller waits for what the login leads to.
 */
export async function logInThroughForm(
  page: Page,
  user: keyof typeof seededUsers = 'brian',
  language: Locale = baseLocale,
): Promise<void> {
  const { email, password } = seededUsers[user]
  const text = language === 'en' ? en : sw
  await page.getByLabel(text('auth_email_label')).fill(email)
  await page.getByLabel(text('auth_password_label'), { exact: true }).fill(password)
  await page
    .getByRole('main')
    .getByRole('button', { name: text('auth_login_title'), exact: true })
    .click()
}
