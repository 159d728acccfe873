import { chromium } from '@playwright/test'
const [base, out, lang, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 800 }, locale: lang === 'sw' ? 'sw-KE' : 'en-KE' })
  const page = await context.newPage()
  page.on('pageerror', (e) => console.log('pageerror', e.message))
  for (const path of paths) {
    await page.goto(base + path)
    await page.waitForSelector('html[data-app-running]')
    await page.waitForTimeout(1500)
    const name = `${out}/${lang}-${width}-${path.replace(/[^a-z]/g, '') || 'home'}.png`
    await page.screenshot({ path: name })
    console.log(name, await page.title(), await page.evaluate(() => document.documentElement.lang))
  }
  await context.close()
}
await browser.close()
