/**
 * What a route's search validator receives, as a record to read keys from: the router hands it
 * whatever the URL held (JSON values), and anything but a plain object counts as empty.
 *
 * A reader returns every key it knows, undefined when the URL's value is bad: the router lays
 * the result over the URL's own values, so a key left out would let the raw value through.
 *
 * Route search is read by small functions rather than zod schemas: every first screen reads it,
 * and the first screen loads no schema library (docs/architecture.md#first-screen).
 */
export function searchRecord(search: unknown): Record<string, unknown> {
  return typeof search === 'object' && search !== null && !Array.isArray(search)
    ? (search as Record<string, unknown>)
    : {}
}
