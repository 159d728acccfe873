import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { expect, test, type Browser } from '@playwright/test'
import type { TelemetryBeacon } from '../src/lib/telemetry/beacon-schema'
import { emulateSlowPhone } from '../e2e/slow-phone'
import { beaconLcp, beaconsAfterLeaving, benchBeaconsFile } from './field-beacons'
import { busCard, inFreshContext, recordFigure, recordPhases, runs } from './figures'
import { firstScreenWhenIdle, watchFirstScreen, type FirstScreen } from './first-screen'
import { app, figureKey, floor, phoneSubjects, resetMockApi, type Subject } from './servers'

interface FirstVisit {
  screen: FirstScreen
  /** What the page sent when it was left (the app only: the other builds send nothing). */
  beacons: TelemetryBeacon[]
}

/**
 * Opens `url` on a 4× slow phone, fresh profile: its first screen once the app runs and all is
 * loaded; then, for the app, leaves it and collects the beacons it sent.
 */
function firstVisit(
  browser: Browser,
  url: string,
  { withCards = true, withBeacons = false } = {},
): Promise<FirstVisit> {
  return inFreshContext(browser, async (context) => {
    await context.addInitScript(watchFirstScreen, busCard)
    const page = await context.newPage()
    await emulateSlowPhone(page, 4)
    await page.goto(url, { waitUntil: 'commit' })
    const screen = await firstScreenWhenIdle(page, withCards)
    return { screen, beacons: withBeacons ? await beaconsAfterLeaving(page) : [] }
  })
}

/**
 * A returning traveller: /buses was opened once on this phone (its service worker installed,
 * the list saved on the device), the tab closed. Then /buses again, on a 4× slow phone: its first
 * screen, and whether the page itself came from the phone rather than the network. The floor
 * page has neither worker nor saved list: its second visit finds its code in the browser's cache
 * and fetches the list, a reference for what the stack itself needs once the code is there.
 */
function repeatVisit(browser: Browser, subject: Subject) {
  const url = `${subject.url}/buses`
  return inFreshContext(browser, async (context) => {
    const first = await context.newPage()
    await first.goto(url)
    await first.locator(busCard).first().waitFor()
    if (subject !== floor) {
      await first.waitForFunction(() => navigator.serviceWorker.controller !== null)
      await expect
        .poll(() => first.evaluate(() => indexedDB.databases().then((all) => all.length)))
        .toBeGreaterThan(0)
    }
    await first.close()
    await context.addInitScript(watchFirstScreen, busCard)
    const page = await context.newPage()
    await emulateSlowPhone(page, 4)
    const response = await page.goto(url, { waitUntil: 'commit' })
    const screen = await firstScreenWhenIdle(page)
    return { screen, fromPhone: response?.fromServiceWorker() ?? false }
  })
}

/**
 * Each round measures every build once; the order turns each round, so no build always goes
 * first, and a machine that slows down for a while slows every build.
 */
const inTurn = (subjects: Subject[]) =>
  Array.from({ length: runs }, (_, round) =>
    subjects.map((_, index) => subjects[(index + round) % subjects.length]!),
  )
/** A mark never reached stays NaN, which no budget passes. */
const since = (to?: number, from = 0) => (to ?? Number.NaN) - from

test('/buses on a 4× slow phone: navigation → first bookable card, beside the floor page', async ({
  browser,
}) => {
  const screens = new Map<Subject, FirstScreen[]>(phoneSubjects.map((subject) => [subject, []]))
  const beacons: TelemetryBeacon[][] = []
  for (const round of inTurn(phoneSubjects))
    for (const subject of round) {
      await resetMockApi()
      const visit = await firstVisit(browser, `${subject.url}/buses`, {
        withBeacons: subject === app,
      })
      screens.get(subject)?.push(visit.screen)
      if (subject === app) beacons.push(visit.beacons)
    }
  for (const [subject, visits] of screens) {
    recordFigure(
      figureKey(subject, 'bookableMs'),
      visits.map((visit) => since(visit.bookable)),
    )
    recordFigure(
      figureKey(subject, 'headingToBookableMs'),
      visits.map((visit) => since(visit.bookable, visit.heading)),
    )
    recordPhases(`/buses, first visit: ${subject.label}`, visits)
  }
  const appVisits = screens.get(app) ?? []
  recordFigure(
    'busesLayoutShift',
    appVisits.map((visit) => visit.layoutShift),
  )
  // Field telemetry against the lab: the LCP each run's beacon carried, and the page's own.
  const observed = appVisits.map((visit) => visit.lcp ?? Number.NaN)
  const sent = beacons.map(beaconLcp)
  recordFigure('observerLcpMs', observed)
  recordFigure('beaconLcpMs', sent)
  const off = sent.map((value, run) => Math.abs(value / (observed[run] ?? Number.NaN) - 1))
  // Runs whose beacon never came are counted apart; the others must agree.
  recordFigure('beaconLostRuns', [sent.filter((value) => Number.isNaN(value)).length])
  recordFigure(
    'beaconLcpOff',
    off.filter((_, run) => !Number.isNaN(sent[run] ?? Number.NaN)),
  )
  await mkdir(dirname(benchBeaconsFile), { recursive: true })
  await writeFile(benchBeaconsFile, JSON.stringify(beacons.flat(), null, 2) + '\n')
})

test('/buses on a 4× slow phone, a returning traveller: first bookable card, beside the floor page', async ({
  browser,
}) => {
  const visits = new Map<Subject, { screen: FirstScreen; fromPhone: boolean }[]>(
    phoneSubjects.map((subject) => [subject, []]),
  )
  for (const round of inTurn(phoneSubjects))
    for (const subject of round) {
      await resetMockApi()
      visits.get(subject)?.push(await repeatVisit(browser, subject))
    }
  for (const subject of phoneSubjects) {
    const subjectVisits = visits.get(subject) ?? []
    const screens = subjectVisits.map((visit) => visit.screen)
    recordFigure(
      figureKey(subject, 'repeatNavigationToBookableMs'),
      screens.map((screen) => since(screen.bookable)),
    )
    recordPhases(`/buses, returning: ${subject.label}`, screens)
    if (subject === floor) continue
    recordFigure(
      figureKey(subject, 'repeatHeadingToBookableMs'),
      screens.map((screen) => since(screen.bookable, screen.heading)),
    )
    const fromNetwork = subjectVisits.filter((visit) => !visit.fromPhone).length
    recordFigure(figureKey(subject, 'repeatPageFromNetwork'), [fromNetwork])
  }
})

test('/ on a 4× slow phone: no layout shift from the first paint on', async ({ browser }) => {
  const shifts: number[] = []
  for (let run = 0; run < runs; run++)
    shifts.push((await firstVisit(browser, `${app.url}/`, { withCards: false })).screen.layoutShift)
  recordFigure('homeLayoutShift', shifts)
})
