import { chromium, type Browser } from '@playwright/test'
import chromiumFlags from './chromium-flags.json' with { type: 'json' }

/**
 * The Chromium every tool here launches (Playwright, the performance runs, Lighthouse CI, the icon
 * generator): CHROME_PATH when it is set, else the machine's /usr/bin/chromium. No browser is
 * ever downloaded, and the build needs none.
 */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'
/** The flags every one of those launches uses (lighthouserc.cjs reads the same file). */
export const chromiumArgs: string[] = chromiumFlags

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}
