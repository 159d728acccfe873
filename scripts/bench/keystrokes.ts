import type { Browser } from '@playwright/test'
import { busCardSelector, busCount, inFreshContext } from './scale'

/**
 * Typing "Nairobi" into From on the 1000-bus page, then three Backspaces (10 keystrokes), with
 * the CPU slowed down like a mid-range phone. Per keystroke, two times:
 *  - the keystroke: the longest Event Timing `duration` among its events (keydown to keyup),
 *    i.e. from the key's timestamp to the next paint after its handlers ran: input delay,
 *    main-thread work and the frame, as INP counts it. Event Timing reports only events of
 *    16 ms and more, so a keystroke without any counts as 16 ms (an upper bound);
 *  - the list: from the key's timestamp to the first frame after the list showed the new result
 *    (the list follows a deferred render, marked by aria-busy on `.bus-results`).
 * The next key is pressed once the list has settled, so each keystroke is timed on its own.
 */
export interface KeystrokeTimes {
  cpuSlowdown: number
  keys: string[]
  keystrokeMs: number[]
  listMs: number[]
  keystroke: { medianMs: number; worstMs: number }
  list: { medianMs: number; worstMs: number }
}

export const keystrokeCpuSlowdown = 4
export const typedKeys = [...'Nairobi', 'Backspace', 'Backspace', 'Backspace']
const fromField = 'form[role="search"] input[name="from"]'
/** The smallest duration Event Timing reports. */
const eventTimingFloorMs = 16

interface KeyRecord {
  start: number
  list?: number
}

interface EventRecord {
  startTime: number
  duration: number
}

interface PageTimes {
  keys: Required<KeyRecord>[]
  events: EventRecord[]
}

/**
 * Runs in the page. "First frame after": a message posted from requestAnimationFrame runs once
 * that frame has been produced. No named inner functions: tsx would wrap them in a helper the
 * page lacks.
 */
function instrument(): void {
  const keys: KeyRecord[] = []
  const events: EventRecord[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) events.push(entry)
  })
  observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit)
  Object.assign(window, {
    __benchKeys: keys,
    __benchRead: () => {
      for (const entry of observer.takeRecords()) events.push(entry)
      return {
        keys,
        events: events.map(({ startTime, duration }) => ({ startTime, duration })),
      }
    },
  })
  document.addEventListener('keydown', (event) => keys.push({ start: event.timeStamp }), true)
  const results = document.querySelector('.bus-results')
  if (!results) throw new Error('No .bus-results on the page')
  new MutationObserver(() => {
    const record = keys.at(-1)
    if (!record || record.list !== undefined) return
    if (results.getAttribute('aria-busy') !== 'false') return
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => (record.list = performance.now())
      channel.port2.postMessage(null)
    })
  }).observe(results, { attributes: true, attributeFilter: ['aria-busy'] })
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2) return sorted[middle] ?? Number.NaN
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2
}

/** Each keystroke's longest event: those that started between its keydown and the next. */
function keystrokeDurations({ keys, events }: PageTimes): number[] {
  return keys.map((key, index) => {
    const end = keys[index + 1]?.start ?? Number.POSITIVE_INFINITY
    const own = events.filter((event) => event.startTime >= key.start - 1 && event.startTime < end)
    return Math.max(eventTimingFloorMs, ...own.map((event) => event.duration))
  })
}

/** `count` buses: 1000 in `npm run bench`; fewer shows the machine's floor for comparison. */
export function measureKeystrokes(
  browser: Browser,
  appUrl: string,
  count = busCount,
): Promise<KeystrokeTimes> {
  return inFreshContext(browser, async (context) => {
    const page = await context.newPage()
    await page.goto(`${appUrl}/buses?mock=reset,busCount:${count}&mockPanel=off`, {
      waitUntil: 'networkidle',
    })
    // The list shows its count and first cards once the buses have loaded.
    await page.waitForFunction(
      ({ selector, text }) =>
        document.querySelector('.bus-results__count')?.textContent === text &&
        document.querySelector(selector) !== null,
      // The count is written as the app writes numbers in English ("1,000 buses").
      { selector: busCardSelector, text: `${new Intl.NumberFormat('en-KE').format(count)} buses` },
      { timeout: 60_000 },
    )
    await page.locator(fromField).click()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: keystrokeCpuSlowdown })
    await page.evaluate(`const __name = (fn) => fn; (${instrument.toString()})()`)
    for (const [index, key] of typedKeys.entries()) {
      await page.keyboard.press(key)
      await page.waitForFunction(
        (at) => (window as unknown as { __benchKeys: KeyRecord[] }).__benchKeys[at]?.list,
        index,
        { timeout: 60_000 },
      )
    }
    const times = (await page.evaluate('window.__benchRead()')) as PageTimes
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const keystrokeMs = keystrokeDurations(times)
    const listMs = times.keys.map((key) => key.list - key.start)
    return {
      cpuSlowdown: keystrokeCpuSlowdown,
      keys: typedKeys,
      keystrokeMs,
      listMs,
      keystroke: { medianMs: median(keystrokeMs), worstMs: Math.max(...keystrokeMs) },
      list: { medianMs: median(listMs), worstMs: Math.max(...listMs) },
    }
  })
}
