import { clockMinutes } from '@/lib/departure-time'
import type { Bus } from '../api/bus-schema'
import type { BusSort } from './bus-sorts'

type SortKey = (bus: Bus) => number

/** Ascending keys; a bus without a readable time sorts after every other. */
const sortKeys: Record<BusSort, SortKey> = {
  departure: (bus) => clockMinutes(bus.departure) ?? Number.POSITIVE_INFINITY,
  'price-asc': (bus) => bus.price,
  'price-desc': (bus) => -bus.price,
  seats: (bus) => -bus.seatsAvailable,
}

/** A sorted copy; buses that tie keep the server's order (the sort is stable). */
export function sortBuses(buses: readonly Bus[], sort: BusSort): Bus[] {
  const key = sortKeys[sort]
  return buses
    .map((bus, index) => ({ bus, index, key: key(bus) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : a.key < b.key ? -1 : 1))
    .map(({ bus }) => bus)
}
