/**
 * Starts telemetry (docs/telemetry.md), from start-app in builds with VITE_TELEMETRY_URL only.
 * Always loaded, so kept small: the route pattern as it changes, then, once the first screen
 * has settled, the reporter and web-vitals (one chunk). A document sampled for vitals starts
 * both; any other loads the chunk only if an error comes, and sends that error alone.
 */
import { config } from '@/lib/config'
import { isDataSaverOn } from '@/lib/data-saver-store'
import { handOverErrors, noteRoute, routeChanges, vitalsSampled, whenErrorQueued } from './early'
import { reporterRunningMark } from './moments'

/** The route pattern at `time`: the one noted last before it, else the first (the landing one). */
function routeAt(time: number): string {
  let route = routeChanges[0]?.[1] ?? '(none)'
  for (const [at, pattern] of routeChanges) if (at <= time) route = pattern
  return route
}

async function startReporter(url: string, withVitals: boolean): Promise<void> {
  const { createReporter, startVitals } = await import('./vitals')
  const reporter = createReporter({ url, build: String(import.meta.env.VITE_BUILD_ID || 'dev') })
  handOverErrors(reporter.reportError)
  if (withVitals) startVitals(reporter, routeAt)
  performance.mark(reporterRunningMark)
}

interface Sources {
  /** The route pattern shown now (the last match's fullPath). */
  routePattern: () => string | undefined
  /** Calls back after each navigation. */
  onRouteChange: (listener: () => void) => void
  settled: Promise<void>
}

export function startTelemetry({ routePattern, onRouteChange, settled }: Sources): void {
  const { telemetryUrl, telemetrySampleRate } = config
  if (!telemetryUrl) return
  const note = () => noteRoute(routePattern())
  onRouteChange(note)
  note()
  const withVitals = vitalsSampled(telemetrySampleRate, isDataSaverOn())
  void settled.then(() => {
    // Again once the first screen is up, whatever the router's events said: a ticket page once
    // sent its vitals with no route at all (a browser test on a busy machine; not reproduced,
    // cause not found), and the reporter starts only after this.
    note()
    if (withVitals) return startReporter(telemetryUrl, true)
    whenErrorQueued(() => void startReporter(telemetryUrl, false))
  })
}
