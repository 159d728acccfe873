import * as z from 'zod/mini'
// Relative, not `@/`: the mock server and scripts/telemetry load this file with plain tsx.
import { locales } from '../../paraglide/runtime.js'
import { selectorPattern } from './scrub'

/**
 * What the app's field telemetry sends (docs/telemetry.md): one JSON body per request, vitals or
 * errors. Strict objects: a field outside this schema fails the unit tests and makes the receiver
 * answer 400. The text fields refuse what scrubbing removes (scrub.ts): runs of three digits or
 * more, URLs, `@` and element ids, so an unscrubbed value cannot pass either.
 */

/** No digit run of three or more, no scheme (`://`), no `@`. */
const scrubbedText = /^(?![\s\S]*\d{3})(?![\s\S]*:\/\/)[^@]*$/

const text = (max: number) => z.string().check(z.maxLength(max), z.regex(scrubbedText))

/** A route pattern (`/ticket/$reference`), never an address; `(none)` before the first route. */
export const routePatternSchema = z
  .string()
  .check(z.regex(/^(\/[\w$/.-]{0,99}|\(none\))$/), z.regex(scrubbedText))

/** An element as tag and classes (`main>div.bus-card>button.bus-card__book`), never an id. */
const selectorSchema = z.string().check(z.maxLength(120), z.regex(selectorPattern))

/** A script file of the app, by name (`buses-C3kQ.js`), without origin or query. */
const scriptFileSchema = z.string().check(z.maxLength(100), z.regex(/^[\w.-]*$/))

/** The commit the build was made from, or its time when it had none. */
const buildIdSchema = z.string().check(z.regex(/^[\w.:+-]{1,40}$/))

const languageSchema = z.enum(locales)

export const metricNames = [
  'LCP',
  'INP',
  'CLS',
  'FCP',
  'TTFB',
  // The app's own moments (src/lib/telemetry/moments.ts).
  'first-bookable',
  'tap-to-prompt',
] as const

export const metricSchema = z.strictObject({
  name: z.enum(metricNames),
  /** Milliseconds; CLS is a score without unit. */
  value: z.number().check(z.gte(0), z.lte(600_000)),
  rating: z.optional(z.enum(['good', 'needs-improvement', 'poor'])),
  /** The route pattern when it was measured. */
  route: routePatternSchema,
  navigation: z.optional(
    z.enum(['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore']),
  ),
  /** LCP: the element; INP: the element interacted with; CLS: the element that shifted most. */
  target: z.optional(selectorSchema),
  /** INP: the script that ran longest in the interaction (Long Animation Frames), its file. */
  script: z.optional(scriptFileSchema),
  /** INP: what ran it (`event-listener`, `user-callback`, …) and for how long (ms). */
  scriptInvoker: z.optional(z.string().check(z.maxLength(40), z.regex(/^[\w-]*$/))),
  scriptMs: z.optional(z.number().check(z.gte(0), z.lte(600_000))),
  /** INP: where the longest script ran. */
  subpart: z.optional(z.enum(['input-delay', 'processing-duration', 'presentation-delay'])),
})

export const errorSources = [
  /** React: an error no error boundary caught (the app is gone). */
  'uncaught',
  /** React: an error a route's error screen caught. */
  'caught',
  /** React: an error it recovered from (a hydration mismatch). */
  'recoverable',
  /** window `error`: a script error outside React. */
  'window',
  /** window `unhandledrejection`. */
  'rejection',
  /** Vite's `vite:preloadError`: a chunk of the app failed to load. */
  'chunk',
] as const

/** One stack frame of the app's own files: `function@file.js:line:column`. */
const frameSchema = z
  .string()
  .check(z.maxLength(160), z.regex(/^([\w$.<> ]{1,60}@)?[\w.-]{1,100}:\d{1,7}:\d{1,7}$/))

export const errorReportSchema = z.strictObject({
  source: z.enum(errorSources),
  /** The error's name and message, scrubbed and cut to 300 characters. */
  message: text(300),
  /** The frames in the app's own files, at most ten. */
  stack: z.array(frameSchema).check(z.maxLength(10)),
  route: routePatternSchema,
  /** The same error (source, message, first frame, route) within one batch. */
  count: z.int().check(z.gte(1), z.lte(1000)),
})

const common = {
  build: buildIdSchema,
  language: languageSchema,
}

export const vitalsBeaconSchema = z.strictObject({
  kind: z.literal('vitals'),
  ...common,
  metrics: z.array(metricSchema).check(z.minLength(1), z.maxLength(metricNames.length)),
})

export const errorsBeaconSchema = z.strictObject({
  kind: z.literal('errors'),
  ...common,
  errors: z.array(errorReportSchema).check(z.minLength(1), z.maxLength(20)),
})

export const telemetryBeaconSchema = z.discriminatedUnion('kind', [
  vitalsBeaconSchema,
  errorsBeaconSchema,
])

export type TelemetryMetric = z.infer<typeof metricSchema>
export type MetricName = TelemetryMetric['name']
export type ErrorReport = z.infer<typeof errorReportSchema>
export type ErrorSource = ErrorReport['source']
export type VitalsBeacon = z.infer<typeof vitalsBeaconSchema>
export type ErrorsBeacon = z.infer<typeof errorsBeaconSchema>
export type TelemetryBeacon = z.infer<typeof telemetryBeaconSchema>
