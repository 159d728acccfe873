import type { Page } from '@playwright/test'
import { baseLocale, locales, type Locale } from '../../src/paraglide/runtime.js'
import { otherLanguagesIn, textIn, withoutBusNames } from '../english-check'
import { expect, test } from '../fixtures'
import { chooseLanguage } from '../language-cookie'
import { realAppUrl } from '../servers'
import { emulateSlowPhone } from '../slow-phone'
import { waitForServiceWorker } from '../stored-data'

/**
 * The traveller's language from the first paint (docs/i18n.md): the production build behind
 * nginx, on a 4× phone (150 ms, 1.6 Mbps). An init script records the page's title and visible
 * text on every animation frame from the first one, so a frame that showed another language,
 * however briefly, is found.
 */

async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: string[] = []
    Object.assign(window, { __frames: frames })
    const record = () => {
      const text = `${document.title}\n${document.body?.innerText ?? ''}`
      if (frames.at(-1) !== text) frames.push(text)
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

type Text = ReturnType<typeof textIn>

/** What each page shows once the app runs: the frames are read until then. */
const pages = [
  { path: '/', done: (text: Text) => text('home_title') },
  { path: '/buses', done: (text: Text) => text('buses_count_other').replace('{count}', '5') },
  { path: '/login', done: (text: Text) => text('auth_login_title') },
  { path: '/nowhere', done: (text: Text) => text('common_not_found_heading') },
]

/** A language by its own name ("Kiswahili"), for the tests' titles. */
const nameOf = (language: Locale) => textIn(language)('language_name')

/** Opens `path`, waits until the app runs and shows the page, and checks every frame. */
async function expectEveryFrameIn(page: Page, path: string, language: Locale, done: string) {
  await page.goto(path)
  // A 4× phone on a 2-core machine that runs other tests too: generous bounds, never a wait.
  const started = { timeout: 60_000 }
  await expect(page.locator('html')).toHaveAttribute('data-app-running', '', started)
  await expect(page.getByText(done, { exact: true }).first()).toBeVisible(started)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  const frames = await page.evaluate(() => (window as { __frames?: string[] }).__frames ?? [])
  // The first frames may be blank; the page's own text must be among them.
  expect(frames.some((frame) => frame.includes(done))).toBe(true)
  for (const [index, frame] of frames.entries()) {
    const found = otherLanguagesIn(language, withoutBusNames(frame))
    expect(found, `${path}, frame ${index + 1} of ${frames.length}:\n${frame}`).toEqual([])
  }
}

test.beforeEach(async ({ request, page, mockServer }, testInfo) => {
  testInfo.setTimeout(180_000)
  expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
  await recordFrames(page)
})

test.describe('on a 4× phone from the first request', () => {
  test.beforeEach(({ page }) => emulateSlowPhone(page))

  const baseName = nameOf(baseLocale)
  // Who, in a browser of which language, having chosen which (none: the browser's), on which pages.
  type Traveller = [string, Locale, Locale | undefined, typeof pages]
  const travellers = locales
    .filter((other) => other !== baseLocale)
    .flatMap((language): Traveller[] => {
      const name = nameOf(language)
      return [
        [`who chose ${name}, back on a browser in ${baseName}`, baseLocale, language, pages],
        [`on a first visit from a browser in ${name}`, language, undefined, pages],
        [`who chose ${baseName}, on a browser in ${name}`, language, baseLocale, [pages[1]!]],
      ]
    })
  travellers.push([`reading ${baseName}`, baseLocale, undefined, pages])
  for (const [who, browser, chosen, paths] of travellers) {
    const language = chosen ?? browser
    test.describe(`a traveller ${who}`, () => {
      test.use({ locale: `${browser}-KE` })
      for (const { path, done } of paths) {
        test(`${path}: every frame in ${nameOf(language)}`, async ({ page, context }) => {
          if (chosen) await chooseLanguage(context, chosen, realAppUrl)
          await expectEveryFrameIn(page, path, language, done(textIn(language)))
        })
      }
    })
  }
})

test.describe('offline, in the installed app', () => {
  test.use({ locale: `${baseLocale}-KE`, serviceWorkers: 'allow' })
  for (const language of locales) {
    test(`every page, every frame in the chosen language (${language})`, async ({
      page,
      context,
    }, testInfo) => {
      testInfo.setTimeout(300_000)
      await chooseLanguage(context, language, realAppUrl)
      await page.goto('/buses')
      await waitForServiceWorker(page)
      await expect(page.getByText(pages[1]!.done(textIn(language)))).toBeVisible()
      // Installing the app is not what is checked: the phone slows down only for the pages
      // opened offline (a throttled CPU keeps a core busy even while the page waits).
      await emulateSlowPhone(page)
      await context.setOffline(true)
      // /buses offline shows what was saved, with its own notice: its cards are the same.
      for (const { path, done } of pages) {
        await expectEveryFrameIn(page, path, language, done(textIn(language)))
      }
    })
  }
})
