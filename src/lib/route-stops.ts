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

/**
 * A route as every screen and share text writes it, in both languages: its stops joined by an
 * arrow ("Nairobi → Mombasa"), so no "to" or "hadi" needs translating and place names never
 * are. A route with fewer than two stops found is shown as the backend sent it.
 */
export function formatRoute(route: string): string {
  const stops = routeStops(route)
  return stops.length < 2 ? route : stops.join(' → ')
}
