/**
 * Field vitals with Google's web-vitals (attribution build): LCP, INP, CLS, FCP and TTFB of
 * this document, and the app's own moments (moments.ts). Loaded after the first screen has
 * settled; web-vitals observes with `buffered: true`, so what happened before is still seen.
 */
import {
  onCLS,
  onFCP,
  onINP,
  onLCP,
  onTTFB,
  type MetricWithAttribution,
} from 'web-vitals/attribution'
import type { TelemetryMetric } from './beacon-schema'
import { tapToPromptMeasure, firstBookableMark } from './moments'
import type { Reporter } from './reporter'
// One chunk: a document that measures no vitals loads it only to send an error.
export { createReporter } from './reporter'
import { elementSelector, elementSelectorOnly, scriptFile } from './scrub'

const round = (value: number, name: string) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value)

/** The metric's name, value, rating, navigation and attribution, at the route `routeAt` gives. */
export function toTelemetryMetric(
  metric: MetricWithAttribution,
  routeAt: (time: number) => string,
): TelemetryMetric {
  const base: TelemetryMetric = {
    name: metric.name,
    value: round(metric.value, metric.name),
    rating: metric.rating,
    route: routeAt(0),
    // Soft navigations are only reported when asked for (reportSoftNavs), which this is not.
    navigation: metric.navigationType as TelemetryMetric['navigation'],
  }
  switch (metric.name) {
    case 'LCP':
      return {
        ...base,
        route: routeAt(metric.value),
        target: elementSelectorOnly(metric.attribution.target),
      }
    case 'FCP':
      return { ...base, route: routeAt(metric.value) }
    case 'CLS':
      return {
        ...base,
        route: routeAt(metric.attribution.largestShiftTime ?? 0),
        target: elementSelectorOnly(metric.attribution.largestShiftTarget),
      }
    case 'INP': {
      const { interactionTime = 0, interactionTarget, longestScript } = metric.attribution
      return {
        ...base,
        route: routeAt(interactionTime),
        target: elementSelectorOnly(interactionTarget),
        script: longestScript ? scriptFile(longestScript.entry.sourceURL) || undefined : undefined,
        scriptInvoker: longestScript?.entry.invokerType,
        scriptMs: longestScript ? Math.round(longestScript.intersectingDuration) : undefined,
        subpart: longestScript?.subpart,
      }
    }
    default:
      return base
  }
}

/** Observes every metric of this document into `reporter`, each with its route at the time. */
export function startVitals(reporter: Reporter, routeAt: (time: number) => string): void {
  const add = (metric: MetricWithAttribution) =>
    reporter.addMetric(toTelemetryMetric(metric, routeAt))
  // Our own selector, always (a string, so web-vitals never falls back to its own, which starts
  // from the nearest id, and ids here carry numbers).
  const options = { generateTarget: elementSelector }
  onLCP(add, options)
  onINP(add, options)
  onCLS(add, options)
  onFCP(add, options)
  onTTFB(add, options)
  let slowestTap = -1
  const moment = (entry: PerformanceEntry) => {
    if (entry.name === firstBookableMark)
      reporter.addMetric({
        name: 'first-bookable',
        value: Math.round(entry.startTime),
        route: routeAt(entry.startTime),
      })
    // The slowest of the document's taps, as INP keeps its slowest interaction.
    if (entry.name === tapToPromptMeasure && entry.duration > slowestTap) {
      slowestTap = entry.duration
      reporter.addMetric({
        name: 'tap-to-prompt',
        value: Math.round(entry.duration),
        route: routeAt(entry.startTime),
      })
    }
  }
  const observer = new PerformanceObserver((list) => list.getEntries().forEach(moment))
  // Buffered: the marks and measures from before this chunk loaded too.
  observer.observe({ type: 'mark', buffered: true })
  observer.observe({ type: 'measure', buffered: true })
}
