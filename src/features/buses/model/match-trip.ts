/** Lower case, surrounding spaces trimmed and inner runs of spaces made one. */
function normalisePlace(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase()
}

/**
 * True when `query` (already normalised, not empty) starts one of the words of `stop`:
 * "nai" matches "Nairobi", "bay" and "homa b" match "Homa Bay", "oma" matches neither.
 */
export function matchesStop(query: string, stop: string): boolean {
  const place = normalisePlace(stop)
  for (let index = 0; index < place.length; index++) {
    const startsWord = index === 0 || !/[\p{L}\p{N}]/u.test(place[index - 1] ?? '')
    if (startsWord && place.startsWith(query, index)) return true
  }
  return false
}

/**
 * Whether a route with these stops takes a traveller from `from` to `to`: a stop matching From
 * comes before a stop matching To, so direction matters. From alone matches any stop but the
 * last (the bus leaves from there); To alone any stop but the first. Empty means any.
 */
export function matchesTrip(stops: readonly string[], from: string, to: string): boolean {
  const fromQuery = normalisePlace(from)
  const toQuery = normalisePlace(to)
  if (!fromQuery && !toQuery) return true
  const firstFrom = fromQuery ? stops.findIndex((stop) => matchesStop(fromQuery, stop)) : 0
  if (firstFrom === -1) return false
  for (let index = firstFrom + 1; index < stops.length; index++) {
    const stop = stops[index] ?? ''
    if (!toQuery || matchesStop(toQuery, stop)) return true
  }
  return false
}
