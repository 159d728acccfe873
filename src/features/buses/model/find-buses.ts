import type { Bus } from '../api/bus-schema'
import type { BusSearch } from './bus-search'
import { matchesTrip } from './match-trip'
import { routeStops } from './route-stops'
import { sortBuses } from './sort-buses'

/** The buses a search shows, in its order: a pure function of the list and the search. */
export function findBuses(buses: readonly Bus[], search: BusSearch): Bus[] {
  const matching = buses.filter(
    (bus) =>
      (!search.free || bus.seatsAvailable > 0) &&
      matchesTrip(routeStops(bus.route), search.from, search.to),
  )
  return sortBuses(matching, search.sort)
}

/** Every stop of the loaded routes, once each, A to Z: suggestions for From and To. */
export function knownStops(buses: readonly Bus[]): string[] {
  const byName = new Map<string, string>()
  for (const bus of buses) {
    for (const stop of routeStops(bus.route)) {
      const key = stop.toLowerCase()
      if (!byName.has(key)) byName.set(key, stop)
    }
  }
  return [...byName.values()].sort((a, b) => a.localeCompare(b))
}
