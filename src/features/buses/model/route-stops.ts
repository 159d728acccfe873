/**
 * The stops of a route, in travel order: its text split on " - ", "–", "—", "→" or " to "
 * ("Nairobi - Nakuru - Eldoret", "Nairobi to Mombasa"), each trimmed, empty parts dropped
 * (docs/product.md#finding-a-trip).
 */
const stopSeparator = /\s+-(?=\s)|[–—→]|\s+to(?=\s)/i

export function routeStops(route: string): string[] {
  return route
    .split(stopSeparator)
    .map((stop) => stop.trim())
    .filter((stop) => stop.length > 0)
}
