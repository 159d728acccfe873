import { chromium, type Browser } from '@playwright/test'
import chromiumFlags from './chromium-flags.json' with { type: 'json' }

/**
 * The Chromium the performance runs, Lighthouse CI and the icon generator launch: the browser
 * travellers run. CHROME_PATH when it is set, else the machine's /usr/bin/chromium. No browser is
 * ever downloaded, and the build needs none.
 */
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium'

/**
 * The Chromium the browser tests (`npm test`) launch: CHROME_PATH when it is set, else Chromium's
 * headless shell, /usr/bin/chromium-headless-shell (Debian's package of the same release). It is
 * what Playwright itself runs headless tests in: the same Blink and V8 without the desktop browser
 * around them, and on a 2-core machine the suite needs half the CPU it needs in /usr/bin/chromium
 * (README, Tests).
 */
export const testChromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell'

/** The flags every one of those launches uses (lighthouserc.cjs reads the same file). */
export const chromiumArgs: string[] = chromiumFlags

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
}
