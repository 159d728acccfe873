import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { recordFigure } from './figures'
import { journeySteps, weighRequests, type JourneyBytes } from './journey'
import { resetMockApi } from './servers'

const journeyBytesFile = 'bench-results/journey-bytes.json'

/** The screen the journey is weighed on: a small phone, so lists are long to scroll. */
const journeyScreen = { width: 360, height: 740 }
/** Bytes barely vary from run to run: three runs give a median that shrugs off one odd run. */
const journeyRuns = 3

/** Runs in the page before its scripts: the browser asks to save data (Save-Data). */
function browserAsksToSaveData(): void {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ saveData: true, addEventListener() {}, removeEventListener() {} }),
  })
}

async function walk(context: BrowserContext, page: Page): Promise<JourneyBytes> {
  const weigh = weighRequests(context)
  try {
    for (const step of journeySteps) {
      weigh.startStep(step.name)
      await step.run(page)
      await weigh.settle()
    }
    // The service worker's install (with its precache) is part of the first visit's cost.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await weigh.settle()
    return weigh.bytes
  } finally {
    weigh.stop()
  }
}

const kb = (bytes: number) => bytes / 1000
const total = (bytes: JourneyBytes) => Object.values(bytes.steps).reduce((a, b) => a + b, 0)

/** The journey on a fresh phone, then again on the same phone with the service worker installed. */
async function journeyTwice(browser: Browser, saveData: boolean) {
  const context = await browser.newContext({
    viewport: journeyScreen,
    isMobile: true,
    hasTouch: true,
  })
  try {
    if (saveData) await context.addInitScript(browserAsksToSaveData)
    const first = await context.newPage()
    const fresh = await walk(context, first)
    // The traveller logs out and closes the tab; later they open the app again.
    await first.locator('.top-bar__logout').click()
    await first.getByRole('heading', { level: 1, name: 'Login' }).waitFor()
    await first.close()
    const repeat = await walk(context, await context.newPage())
    return { fresh, repeat }
  } finally {
    await context.close()
  }
}

test('a booking journey: bytes on a fresh phone and on a repeat visit', async ({ browser }) => {
  // Twelve walks: about a minute and a half on a quiet machine, five on a busy one.
  test.setTimeout(900_000)
  const figures: Record<string, number[]> = {}
  const walks: unknown[] = []
  const add = (key: string, value: number) => (figures[key] ??= []).push(value)
  for (let run = 0; run < journeyRuns; run++) {
    for (const saveData of [false, true]) {
      await resetMockApi()
      const { fresh, repeat } = await journeyTwice(browser, saveData)
      const saver = saveData ? 'Saver' : ''
      add(`journeyFresh${saver}Kb`, kb(total(fresh) + fresh.precache))
      add(`journeyRepeat${saver}Kb`, kb(total(repeat) + repeat.precache))
      add('repeatScriptsAndStylesKb', kb(repeat.scriptsAndStyles))
      add(`busesStep${saver}Kb`, kb(fresh.steps['/buses'] ?? Number.NaN))
      if (!saveData) add('precacheKb', kb(fresh.precache))
      walks.push({ run, saveData, fresh, repeat })
    }
  }
  for (const [key, runs] of Object.entries(figures)) recordFigure(key, runs)
  // Every run step by step, for a closer look at where the bytes go.
  await mkdir(dirname(journeyBytesFile), { recursive: true })
  await writeFile(journeyBytesFile, JSON.stringify(walks, null, 2) + '\n')
})
