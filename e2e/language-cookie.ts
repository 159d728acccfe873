import type { BrowserContext } from '@playwright/test'
import { cookieName, type Locale } from '../src/paraglide/runtime.js'

/** The traveller's choice of language at `url`, made before a page opens (the app's cookie). */
export function chooseLanguage(context: BrowserContext, language: Locale, url: string) {
  return context.addCookies([{ name: cookieName, value: language, url }])
}

/** The choice the hosts and the service worker read, or undefined while none was made. */
export async function chosenLanguage(context: BrowserContext, url?: string) {
  const cookies = await context.cookies(url)
  return cookies.find((cookie) => cookie.name === cookieName)?.value
}
