/**
 * Sends what telemetry measured (docs/telemetry.md), loaded once the first screen has settled:
 * errors in batches a couple of seconds apart, every one of them; vitals once the page is
 * hidden, in one request, and none when nothing was measured. Bodies are typed by the beacon
 * schema, and their texts scrubbed (scrub.ts); the unit tests check every body it sends against
 * that schema, field for field, and the receiver does too. (Parsing each body here as well
 * would add zod's schema to the chunk, a tenth of its size.)
 */
import { getLocale, type Locale } from '@/paraglide/runtime.js'
import type {
  ErrorReport,
  ErrorSource,
  MetricName,
  TelemetryBeacon,
  TelemetryMetric,
} from './beacon-schema'
import { appFrames, scrubText } from './scrub'

export interface ReporterOptions {
  url: string
  build: string
  /** How a body leaves; navigator.sendBeacon, else a keepalive fetch. */
  send?: (url: string, body: string) => void
  /** How long errors wait for others to join them (ms). */
  batchMs?: number
  language?: () => Locale
  /** The origin whose /assets/ and /src/ files are the app's own (stack frames). */
  origin?: string
}

export interface Reporter {
  reportError: (source: ErrorSource, error: unknown, route: string) => void
  /** The metric's latest value; sent when the page is next hidden. */
  addMetric(metric: TelemetryMetric): void
  /** What is waiting, now (the page is being hidden). */
  flush(): void
}

function beaconSender(url: string, body: string): void {
  if (navigator.sendBeacon?.(url, body)) return
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {})
}

/** `TypeError: Failed to fetch`, scrubbed; a thrown non-error as text. */
function messageOf(error: unknown): string {
  if (error instanceof Error) return scrubText(`${error.name}: ${error.message}`)
  if (typeof error === 'string') return scrubText(error)
  return scrubText(Object.prototype.toString.call(error))
}

export function createReporter({
  url,
  build,
  send = beaconSender,
  batchMs = 2000,
  language = getLocale,
  origin = location.origin,
}: ReporterOptions): Reporter {
  const common = () => ({ build, language: language() })
  const metrics = new Map<MetricName, TelemetryMetric>()
  const sentMetrics = new Map<MetricName, string>()
  let errors: ErrorReport[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const post = (beacon: TelemetryBeacon) => send(url, JSON.stringify(beacon))

  function flushErrors(): void {
    clearTimeout(timer)
    timer = undefined
    if (!errors.length) return
    post({ kind: 'errors', ...common(), errors })
    errors = []
  }

  function flushVitals(): void {
    const changed = [...metrics.values()].filter(
      (metric) => sentMetrics.get(metric.name) !== JSON.stringify(metric),
    )
    if (!changed.length) return
    for (const metric of changed) sentMetrics.set(metric.name, JSON.stringify(metric))
    post({ kind: 'vitals', ...common(), metrics: changed })
  }

  function flush(): void {
    flushErrors()
    flushVitals()
  }

  // After web-vitals' own listeners (on window, capturing), which report LCP, CLS and INP as
  // the page is hidden. Leaving the page fires pagehide first, then this visibilitychange:
  // vitals sent at pagehide would go without them, and the rest in a second request.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flushErrors)

  return {
    reportError(source, error, route) {
      const stack = appFrames(error instanceof Error ? error.stack : undefined, origin)
      const report: ErrorReport = { source, message: messageOf(error), stack, route, count: 1 }
      const same = errors.find(
        (other) =>
          other.source === source &&
          other.message === report.message &&
          other.route === route &&
          other.stack[0] === stack[0],
      )
      if (same) same.count = Math.min(same.count + 1, 1000)
      else errors.push(report)
      if (errors.length >= 20) flushErrors()
      else timer ??= setTimeout(flushErrors, batchMs)
    },
    addMetric(metric) {
      metrics.set(metric.name, metric)
    },
    flush,
  }
}
