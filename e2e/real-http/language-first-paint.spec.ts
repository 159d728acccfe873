import type { Page } from '@playwright/test'
import type { Language } from '../../deploy/host-language'
import { englishIn, kiswahiliIn, withoutBusNames } from '../english-check'
import { expect, test } from '../fixtures'
import { en, sw } from '../kiswahili-texts'
import { chooseLanguage } from '../language-cookie'
import { realAppUrl } from '../servers'
import { emulateSlowPhone } from '../slow-phone'
import { waitForServiceWorker } from '../stored-data'

/**
 * The traveller's language from the first paint (docs/i18n.md): the production build behind
 * nginx, on a 4× phone (150 ms, 1.6 Mbps). An init script records the page's title and visible
 * text on every animation frame from the first one, so a frame that showed the other language,
 * however briefly, is found.
 */

declare global {
  interface Window {
    __frames?: string[]
  }
}

async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: string[] = []
    window.__frames = frames
    const record = () => {
      const text = `${document.title}\n${document.body?.innerText ?? ''}`
      if (frames.at(-1) !== text) frames.push(text)
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
}

/** What each page shows once the app runs: the frames are read until then. */
const pages = [
  { path: '/', done: (text: typeof en) => text('home_title') },
  { path: '/buses', done: (text: typeof en) => text('buses_count_other').replace('{count}', '5') },
  { path: '/login', done: (text: typeof en) => text('auth_login_title') },
  { path: '/nowhere', done: (text: typeof en) => text('common_not_found_heading') },
]

const texts = { en, sw }
const otherLanguageIn = { en: kiswahiliIn, sw: englishIn }

/** Opens `path`, waits until the app runs and shows the page, and checks every frame. */
async function expectEveryFrameIn(page: Page, path: string, language: Language, done: string) {
  await page.goto(path)
  // A 4× phone on a 2-core machine that runs other tests too: generous bounds, never a wait.
  const started = { timeout: 60_000 }
  await expect(page.locator('html')).toHaveAttribute('data-app-running', '', started)
  await expect(page.getByText(done, { exact: true }).first()).toBeVisible(started)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  const frames = await page.evaluate(() => window.__frames ?? [])
  // The first frames may be blank; the page's own text must be among them.
  expect(frames.some((frame) => frame.includes(done))).toBe(true)
  for (const [index, frame] of frames.entries()) {
    const found = otherLanguageIn[language](withoutBusNames(frame))
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

  test.describe('a traveller who chose Kiswahili, back on an English browser', () => {
    test.use({ locale: 'en-KE' })
    for (const { path, done } of pages) {
      test(`${path}: every frame in Kiswahili`, async ({ page, context }) => {
        await chooseLanguage(context, 'sw', realAppUrl)
        await expectEveryFrameIn(page, path, 'sw', done(sw))
      })
    }
  })

  test.describe('a first visit from a Kiswahili browser', () => {
    test.use({ locale: 'sw-KE' })
    for (const { path, done } of pages) {
      test(`${path}: every frame in Kiswahili`, async ({ page }) => {
        await expectEveryFrameIn(page, path, 'sw', done(sw))
      })
    }
  })

  test.describe('an English reader', () => {
    test.use({ locale: 'en-KE' })
    for (const { path, done } of pages) {
      test(`${path}: no frame in Kiswahili`, async ({ page }) => {
        await expectEveryFrameIn(page, path, 'en', done(en))
      })
    }
  })

  test.describe('a traveller who chose English, on a Kiswahili browser', () => {
    test.use({ locale: 'sw-KE' })
    test('/buses: no frame in Kiswahili', async ({ page, context }) => {
      await chooseLanguage(context, 'en', realAppUrl)
      await expectEveryFrameIn(page, '/buses', 'en', pages[1]!.done(en))
    })
  })
})

test.describe('offline, in the installed app', () => {
  test.use({ locale: 'en-KE', serviceWorkers: 'allow' })
  for (const language of ['sw', 'en'] as const) {
    test(`every page, every frame in the chosen language (${language})`, async ({
      page,
      context,
    }, testInfo) => {
      testInfo.setTimeout(300_000)
      await chooseLanguage(context, language, realAppUrl)
      await page.goto('/buses')
      await waitForServiceWorker(page)
      await expect(page.getByText(pages[1]!.done(texts[language]))).toBeVisible()
      // Installing the app is not what is checked: the phone slows down only for the pages
      // opened offline (a throttled CPU keeps a core busy even while the page waits).
      await emulateSlowPhone(page)
      await context.setOffline(true)
      // /buses offline shows what was saved, with its own notice: its cards are the same.
      for (const { path, done } of pages) {
        await expectEveryFrameIn(page, path, language, done(texts[language]))
      }
    })
  }
})
