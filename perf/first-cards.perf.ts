import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { expect, test, type Browser } from '@playwright/test'
import type { TelemetryBeacon } from '../src/lib/telemetry/beacon-schema'
import { emulateSlowPhone } from '../e2e/slow-phone'
import { beaconLcp, beaconsAfterLeaving, benchBeaconsFile } from './field-beacons'
import { busCard, inFreshContext, recordFigure, runs } from './figures'
import { firstScreenWhenIdle, watchFirstScreen, type FirstScreen } from './first-screen'
import { app, figureKey, floor, phoneSubjects, resetMockApi, type Subject } from './servers'

/** `url` on a 4× slow phone, fresh profile: its first screen; then, asked, the beacons it sent. */
function firstVisit(
  browser: Browser,
  url: string,
  { withCards = true, withBeacons = false, locale = undefined as string | undefined } = {},
) {
  return inFreshContext(
    browser,
    async (context) => {
      await context.addInitScript(watchFirstScreen, busCard)
      const page = await context.newPage()
      await emulateSlowPhone(page, 4)
      await page.goto(url, { waitUntil: 'commit' })
      const screen = await firstScreenWhenIdle(page, withCards)
      return { screen, beacons: withBeacons ? await beaconsAfterLeaving(page) : [] }
    },
    locale,
  )
}

/**
 * A returning traveller: /buses was opened once on this phone (its service worker installed,
 * the list saved on the device), the tab closed; then /buses again on the 4× phone. The floor
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
    return { screen: await firstScreenWhenIdle(page), fromPhone: response?.fromServiceWorker() }
  })
}

/** Each round measures every build once, in a turning order, so none always goes first. */
const inTurn = (subjects: Subject[]) =>
  Array.from({ length: runs }, (_, round) =>
    subjects.map((_, index) => subjects[(index + round) % subjects.length]!),
  )
/** A mark never reached stays NaN, which no budget passes. */
const ms = (value?: number) => value ?? Number.NaN

test('/buses on a 4× slow phone: first bookable card and LCP, beside the floor page', async ({
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
    const figure = (key: string, of: (visit: FirstScreen) => number | undefined) =>
      recordFigure(
        figureKey(subject, key),
        visits.map((visit) => ms(of(visit))),
      )
    figure('bookableMs', (visit) => visit.bookable)
    figure('lcp /buses', (visit) => visit.lcp)
  }
  const appVisits = screens.get(app) ?? []
  // The field beacon against the page's own observer: the same LCP, or the beacon is wrong.
  const sent = beacons.map(beaconLcp)
  const arrived = sent.map((value, run) => [value, ms(appVisits[run]?.lcp)] as const)
  recordFigure('beaconLcpMs', sent)
  recordFigure('beaconLostRuns', [sent.filter(Number.isNaN).length])
  recordFigure(
    'beaconLcpOff',
    arrived
      .filter(([value]) => !Number.isNaN(value))
      .map(([value, seen]) => Math.abs(value / seen - 1)),
  )
  await mkdir(dirname(benchBeaconsFile), { recursive: true })
  await writeFile(benchBeaconsFile, JSON.stringify(beacons.flat(), null, 2) + '\n')
})

test('/buses on a 4× slow phone, a returning traveller, beside the floor page', async ({
  browser,
}) => {
  const visits = new Map<Subject, Awaited<ReturnType<typeof repeatVisit>>[]>(
    phoneSubjects.map((subject) => [subject, []]),
  )
  for (const round of inTurn(phoneSubjects))
    for (const subject of round) {
      await resetMockApi()
      visits.get(subject)?.push(await repeatVisit(browser, subject))
    }
  for (const [subject, subjectVisits] of visits) {
    const cards = subjectVisits.map((visit) => ms(visit.screen.bookable))
    recordFigure(figureKey(subject, 'repeatBookableMs'), cards)
    const fromNetwork = subjectVisits.filter((visit) => !visit.fromPhone).length
    if (subject !== floor) recordFigure(figureKey(subject, 'repeatPageFromNetwork'), [fromNetwork])
  }
})

test('/ in both languages and Kiswahili /buses on a 4× slow phone: LCP', async ({ browser }) => {
  const pages = [
    { name: '/', path: '/', locale: undefined },
    { name: 'Kiswahili /', path: '/', locale: 'sw-KE' },
    { name: 'Kiswahili /buses', path: '/buses', locale: 'sw-KE' },
  ]
  const lcp = new Map<string, number[]>(pages.map((page) => [page.name, []]))
  for (let run = 0; run < runs; run++)
    for (const page of pages) {
      await resetMockApi()
      const { screen } = await firstVisit(browser, `${app.url}${page.path}`, {
        withCards: page.path === '/buses',
        locale: page.locale,
      })
      lcp.get(page.name)?.push(ms(screen.lcp))
    }
  for (const [name, values] of lcp) recordFigure(`lcp ${name}`, values)
})
