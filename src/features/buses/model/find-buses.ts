import { routeStops } from '@/lib/route-stops'
import type { Bus } from '../api/bus-schema'
import type { BusSearch } from './bus-search'
import { matchesTrip } from './match-trip'
import { sortBuses } from './sort-buses'

type BusFilter = Pick<BusSearch, 'from' | 'to' | 'free'>

/** The buses that match From, To and the free-seats box, in the server's order. */
function filterBuses(buses: readonly Bus[], filter: BusFilter): Bus[] {
  return buses.filter(
    (bus) =>
      (!filter.free || bus.seatsAvailable > 0) &&
      matchesTrip(routeStops(bus.route), filter.from, filter.to),
  )
}

/** The buses a search shows, in its order: a pure function of the list and the search. */
export function findBuses(buses: readonly Bus[], search: BusSearch): Bus[] {
  return sortBuses(filterBuses(buses, search), search.sort)
}

/**
 * Every stop of the loaded routes, once each, A to Z whatever the case: suggestions for From
 * and To. Compared as lower-case text, not with localeCompare, whose first call loads the
 * collation data: some 12 ms of the bus list's first render on a fast laptop.
 */
export function knownStops(buses: readonly Bus[]): string[] {
  const byName = new Map<string, string>()
  for (const bus of buses) {
    for (const stop of routeStops(bus.route)) {
      const key = stop.toLowerCase()
      if (!byName.has(key)) byName.set(key, stop)
    }
  }
  return [...byName].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, stop]) => stop)
}
