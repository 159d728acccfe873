import { chromium, type Browser } from '@playwright/test'

/**
 * The Chromium every tool here launches (Playwright, prerender, bench, Lighthouse): CHROME_PATH
 * when it is set, else the machine's /usr/bin/chromium. No browser is ever downloaded.
 */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'
/** The flags every one of those launches uses. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}
