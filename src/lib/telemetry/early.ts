/**
 * The part of telemetry that is always loaded (a few hundred bytes): it notes errors from the
 * first moment and the route pattern as it changes, and keeps them until the reporter
 * (reporter.ts, loaded once the first screen has settled) takes over. A build without
 * VITE_TELEMETRY_URL never calls it, and leaves it out.
 */
import type { ErrorSource } from './beacon-schema'

export type NotedError = [source: ErrorSource, error: unknown, route: string]
type Sink = (...noted: NotedError) => void

const queue: NotedError[] = []
const seen = new WeakSet<object>()
let sink: Sink | undefined
let onQueued: (() => void) | undefined
/** [time (performance.now()), route pattern] at each route change. */
export const routeChanges: [number, string][] = []

/** The route pattern now: the last one noted. */
export const currentRoute = (): string => routeChanges.at(-1)?.[1] ?? '(none)'

export function noteRoute(pattern: string | undefined): void {
  if (pattern && pattern !== currentRoute()) routeChanges.push([performance.now(), pattern])
}

/**
 * An error, once: React's callbacks pass it on to the window's `error` event (reportError),
 * which then sees the same object again.
 */
export function noteError(source: ErrorSource, error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (seen.has(error)) return
    seen.add(error)
  }
  const noted: NotedError = [source, error, currentRoute()]
  if (sink) return sink(...noted)
  if (queue.length < 20) queue.push(noted)
  const call = onQueued
  onQueued = undefined
  call?.()
}

/** Errors outside React: scripts, promises nobody handled, a chunk of the app that failed to load. */
export function listenForErrors(): void {
  addEventListener('error', (event) => noteError('window', event.error ?? event.message))
  addEventListener('unhandledrejection', (event) => noteError('rejection', event.reason))
  addEventListener('vite:preloadError', (event) =>
    noteError('chunk', (event as Event & { payload?: unknown }).payload),
  )
}

/** Calls back once, on the first error queued (now, if one already is). */
export function whenErrorQueued(callback: () => void): void {
  if (queue.length) callback()
  else onQueued = callback
}

/** The reporter takes the queued errors, and every one after. */
export function handOverErrors(to: Sink): void {
  sink = to
  onQueued = undefined
  for (const noted of queue.splice(0)) to(...noted)
}

/**
 * Whether this document measures its vitals: `rate` of documents, a tenth of that with the
 * data saver on. Errors are sent from every document.
 */
export const vitalsSampled = (
  rate: number,
  dataSaverOn: boolean,
  random = Math.random(),
): boolean => random < (dataSaverOn ? rate / 10 : rate)
