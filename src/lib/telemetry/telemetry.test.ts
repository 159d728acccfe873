import * as z from 'zod/mini'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MetricWithAttribution } from 'web-vitals/attribution'
import { metricSchema, telemetryBeaconSchema, type TelemetryBeacon } from './beacon-schema'
import { handOverErrors, noteError, vitalsSampled } from './early'
import { createReporter } from './reporter'
import { appFrames, elementSelector, scrubText } from './scrub'
import { toTelemetryMetric } from './vitals'

const origin = 'https://matatu.example'
/** What the reporter under test stamps every beacon with. */
const stamp = { build: 'abc1234def', language: 'sw' } as const

/** A reporter whose every body is parsed by the strict schema: a field outside it fails. */
function reporterUnderTest() {
  const sent: TelemetryBeacon[] = []
  const send = vi.fn((_url: string, body: string) => {
    sent.push(z.parse(telemetryBeaconSchema, JSON.parse(body)))
  })
  const reporter = createReporter({
    url: 'https://rum.example/telemetry',
    build: stamp.build,
    send,
    language: () => stamp.language,
    origin,
  })
  return { reporter, send, sent }
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
}

const metricNames = (beacon?: TelemetryBeacon) =>
  beacon?.kind === 'vitals' && beacon.metrics.map((metric) => metric.name)

afterEach(() => {
  vi.useRealTimers()
})

describe('the beacon schema', () => {
  const vitals = {
    kind: 'vitals',
    build: 'abc1234def',
    language: 'en',
    metrics: [{ name: 'LCP', value: 812, rating: 'good', route: '/ticket/$reference' }],
  }
  const withMetric = (field: object) => ({
    ...vitals,
    metrics: [{ ...vitals.metrics[0], ...field }],
  })
  const withMessage = (message: string) => ({
    kind: 'errors',
    build: 'b',
    language: 'en',
    errors: [{ source: 'window', message, stack: [], route: '/', count: 1 }],
  })

  // Every beacon the reporter sends below is parsed by this schema too: errors included.
  it.each([
    ['accepts', 'vitals at a route pattern', vitals, true],
    ['refuses', 'a field outside the schema', { ...vitals, userId: 7 }, false],
    ['refuses', 'a metric field outside it', withMetric({ email: 'brian@example.com' }), false],
    ['refuses', 'an address with values', withMetric({ route: '/ticket/BK-20240611-777' }), false],
    ['refuses', 'a digit run', withMetric({ route: '/bookings/12345' }), false],
    ['refuses', 'an element id', withMetric({ target: 'main>#booking-42-bus' }), false],
    ['refuses', 'an unscrubbed URL', withMessage('GET https://api.example/x'), false],
    ['refuses', 'an unscrubbed email', withMessage('mail brian@example.com'), false],
    ['refuses', 'an unscrubbed digit run', withMessage('seat 12345'), false],
  ])('%s %s', (_verb, _what, beacon, accepted) => {
    expect(z.safeParse(telemetryBeaconSchema, beacon).success).toBe(accepted)
  })
})

describe('scrubbing', () => {
  it.each([
    [
      "ky's URL, with the booking id in it",
      'HTTPError: Request failed with status code 404 Not Found: DELETE https://api.matatu.example/api/bookings/BK7Q2X',
      'HTTPError: Request failed with status code # Not Found: DELETE {url}',
    ],
    [
      'element ids',
      'No element #booking-1234-bus (id="booking-1234-bus")',
      'No element #{id} (id={id})',
    ],
    ['server paths', 'Cannot load /uploads/brian-profile.png', 'Cannot load {path}'],
    ['emails', 'Unknown user brian.otieno@example.co.ke', 'Unknown user {email}'],
    ['tokens', 'token eyJhbGciOiJIUzI1NiJ9abcdEF12 expired', 'token {token} expired'],
    ['digit runs', 'Phone 0712345678, seats 12', 'Phone #, seats 12'],
    ['line breaks', 'a\n  b', 'a b'],
    ['all past 300 characters', `a\n  b${'c'.repeat(400)}`, `a b${'c'.repeat(297)}`],
  ])('drops %s', (_what, text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed)
  })

  it('names an element by tags and classes, never by id or a class with digits', () => {
    const element = (tag: string, attributes: Record<string, string>, child?: Element) => {
      const made = document.createElement(tag)
      for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
      if (child) made.append(child)
      return made
    }
    const button = element('button', { class: 'button bus-card__book', id: 'book-1234' })
    button.append('Book')
    const card = element('li', { id: 'booking-1234-bus', class: 'bus-card bus-1234' }, button)
    document.body.append(element('main', {}, element('ul', { class: 'bus-list' }, card)))
    const selector = 'main>ul.bus-list>li.bus-card>button.button.bus-card__book'
    expect(elementSelector(document.querySelector('button'))).toBe(selector)
    expect(elementSelector(document.querySelector('button')?.firstChild)).toBe(selector)
    expect(elementSelector(null)).toBe('')
    document.querySelector('main')?.remove()
  })

  it("keeps the stack's frames in the app's own files, without origin", () => {
    const stack = [
      'TypeError: x is undefined',
      `    at BusCard (${origin}/assets/buses-C3kQ.js:1:2345)`,
      '    at https://cdn.other.example/lib.js:4:5',
      `    at ${origin}/assets/index-Ab.js:9:10`,
      `render@${origin}/src/features/buses/components/bus-card.tsx?t=1:3:4`,
    ].join('\n')
    expect(appFrames(stack, origin)).toEqual([
      'BusCard@buses-C3kQ.js:1:2345',
      'index-Ab.js:9:10',
      'render@bus-card.tsx:3:4',
    ])
  })
})

describe('sampling', () => {
  it('measures vitals in `rate` of documents, a tenth of that with the data saver on', () => {
    expect(vitalsSampled(1, false, 0.999)).toBe(true)
    expect(vitalsSampled(0, false, 0)).toBe(false)
    expect(vitalsSampled(0.5, false, 0.49)).toBe(true)
    expect(vitalsSampled(0.5, false, 0.5)).toBe(false)
    expect(vitalsSampled(0.5, true, 0.049)).toBe(true)
    expect(vitalsSampled(0.5, true, 0.05)).toBe(false)
    expect(vitalsSampled(1, true, 0.1)).toBe(false)
  })
})

describe('the reporter', () => {
  it('errors: batched 2 s after the first, counted; queued ones handed over; one object once', () => {
    vi.useFakeTimers()
    const { reporter, send, sent } = reporterUnderTest()
    const error = new TypeError('Failed to fetch https://api.example/api/bookings/1234')
    error.stack = `TypeError: x\n    at load (${origin}/assets/bookings-Xy.js:1:999)`
    reporter.reportError('rejection', error, '/bookings')
    reporter.reportError('rejection', error, '/bookings')
    reporter.reportError('window', 'Script error.', '/buses')
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(2000)
    // Batched about two seconds after the first, every one of them.
    expect(send).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([
      {
        kind: 'errors',
        ...stamp,
        errors: [
          {
            source: 'rejection',
            message: 'TypeError: Failed to fetch {url}',
            stack: ['load@bookings-Xy.js:1:999'],
            route: '/bookings',
            count: 2,
          },
          { source: 'window', message: 'Script error.', stack: [], route: '/buses', count: 1 },
        ],
      },
    ])
    // Errors queued before the reporter came (as in a document whose vitals are not sampled).
    noteError(
      'chunk',
      new Error('Failed to fetch dynamically imported module: https://x.example/a.js'),
    )
    handOverErrors(reporter.reportError)
    noteError('caught', new Error('A screen failed'))
    // An error object noted once, whichever of React and the window reports it.
    const hydration = new Error('Hydration failed')
    noteError('recoverable', hydration)
    noteError('window', hydration)
    vi.advanceTimersByTime(2000)
    expect(sent).toHaveLength(2)
    expect(sent[1]?.kind === 'errors' && sent[1].errors).toEqual([
      expect.objectContaining({
        source: 'chunk',
        message: 'Error: Failed to fetch dynamically imported module: {url}',
      }),
      expect.objectContaining({ source: 'caught', message: 'Error: A screen failed' }),
      expect.objectContaining({ source: 'recoverable', count: 1 }),
    ])
  })

  it('vitals: once when hidden, after pagehide sent the errors; then only what changed; never empty', () => {
    const { reporter, send, sent } = reporterUnderTest()
    hidePage()
    expect(send).not.toHaveBeenCalled()
    const lcp = { name: 'LCP', value: 900, rating: 'good', route: '/buses' } as const
    const cls = { name: 'CLS', value: 0.01, rating: 'good', route: '/buses' } as const
    reporter.addMetric(lcp)
    reporter.reportError('window', new Error('Lost'), '/')
    // The browser's order when a page is left: pagehide, then visibilitychange (hidden), which
    // web-vitals reports LCP at.
    dispatchEvent(new Event('pagehide'))
    expect(sent.map((beacon) => beacon.kind)).toEqual(['errors'])
    reporter.addMetric(cls)
    hidePage()
    dispatchEvent(new Event('pagehide'))
    expect(sent.map((beacon) => beacon.kind)).toEqual(['errors', 'vitals'])
    expect(sent[1]).toEqual({ kind: 'vitals', ...stamp, metrics: [lcp, cls] })
    reporter.addMetric({ name: 'INP', value: 120, rating: 'good', route: '/buses' })
    hidePage()
    expect(metricNames(sent[2])).toEqual(['INP'])
  })
})

describe('web-vitals metrics as sent', () => {
  const routeAt = (time: number) => (time < 1000 ? '/' : '/buses')
  const vital = (name: string, value: number, attribution: object, navigationType = 'navigate') =>
    ({
      name,
      value,
      rating: 'good',
      navigationType,
      attribution,
    }) as unknown as MetricWithAttribution

  it('keeps the INP target and longest script by file; CLS to four decimals; each at its route', () => {
    // INP: the target and the longest script by file, at the route of the interaction.
    const inp = vital('INP', 232.4, {
      interactionTarget: 'main>button.bus-card__book',
      interactionTime: 4000,
      longestScript: {
        entry: { sourceURL: `${origin}/assets/buses-C3kQ.js?v=1`, invokerType: 'event-listener' },
        intersectingDuration: 150.6,
        subpart: 'processing-duration',
      },
    })
    expect(toTelemetryMetric({ ...inp, rating: 'needs-improvement' }, routeAt)).toEqual({
      name: 'INP',
      value: 232,
      rating: 'needs-improvement',
      navigation: 'navigate',
      route: '/buses',
      target: 'main>button.bus-card__book',
      script: 'buses-C3kQ.js',
      scriptInvoker: 'event-listener',
      scriptMs: 151,
      subpart: 'processing-duration',
    })
    // CLS to four decimals, and LCP at the route it painted on.
    const cls = vital('CLS', 0.012345, { largestShiftTarget: 'main>img', largestShiftTime: 500 })
    expect(toTelemetryMetric({ ...cls, navigationType: 'reload' }, routeAt)).toMatchObject({
      value: 0.0123,
      route: '/',
      target: 'main>img',
    })
    const lcp = vital('LCP', 1200, { target: '' })
    expect(toTelemetryMetric({ ...lcp, rating: 'needs-improvement' }, routeAt)).toEqual({
      name: 'LCP',
      value: 1200,
      rating: 'needs-improvement',
      navigation: 'navigate',
      route: '/buses',
      target: undefined,
    })
  })

  // web-vitals names an element by its id when our generateTarget never saw it: the prerendered
  // heading React replaced before the vitals chunk loaded, an interaction target since removed.
  it.each([
    ['LCP', { target: '#buses-title' }],
    ['INP', { interactionTarget: 'button#book-123[data-bus="7"]', interactionTime: 10 }],
    ['CLS', { largestShiftTarget: 'main>#booking-42-bus', largestShiftTime: 10 }],
  ])('sends no %s target that is not an element selector of ours', (name, attribution) => {
    const sent = toTelemetryMetric(vital(name, 10, attribution), routeAt)
    expect(sent.target).toBeUndefined()
    expect(z.safeParse(metricSchema, sent).success).toBe(true)
  })
})
