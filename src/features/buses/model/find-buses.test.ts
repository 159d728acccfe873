import { describe, expect, it } from 'vitest'
import type { Bus } from '../api/bus-schema'
import { busSearchSchema, type BusSearch } from './bus-search'
import { findBuses, knownStops } from './find-buses'

function bus(id: number, route: string, departure: string | null, seatsAvailable = 10): Bus {
  return {
    id,
    name: `Bus ${id}`,
    route,
    departure,
    price: 1000 + id,
    seatsAvailable,
    imageUrl: null,
  }
}

const buses = [
  bus(1, 'Nairobi to Kisumu', '04:00 PM'),
  bus(2, 'Kisumu to Nairobi', '06:00 AM'),
  bus(3, 'Nairobi - Nakuru - Kisumu', '09:00 AM', 0),
  bus(4, 'Mombasa to Nairobi', '21:00'),
  bus(5, 'Nairobi → Homa Bay', null),
]

const ids = (search: Partial<BusSearch>) =>
  findBuses(buses, busSearchSchema.parse(search)).map((found) => found.id)

describe('findBuses', () => {
  it.each([
    ['shows every bus, earliest first, when nothing is asked', {}, [2, 3, 1, 4, 5]],
    ['filters by From and To, in that direction', { from: 'nai', to: 'kis' }, [3, 1]],
    ['filters by From and To, in that direction', { from: 'kis', to: 'nai' }, [2]],
    ['filters by To alone', { to: 'bay' }, [5]],
    ['filters by From alone', { from: 'mombasa' }, [4]],
    ['keeps only buses with free seats when asked', { from: 'nai', to: 'kis', free: true }, [1]],
    ['sorts what matches', { from: 'nai', sort: 'price-desc' }, [5, 3, 1]],
    ['finds nothing for an unknown town', { from: 'Lamu' }, []],
  ] as const)('%s: %j', (_rule, search, expected) => {
    expect(ids(search)).toEqual(expected)
  })
})

describe('knownStops', () => {
  it('lists each stop once, A to Z', () => {
    expect(knownStops(buses)).toEqual(['Homa Bay', 'Kisumu', 'Mombasa', 'Nairobi', 'Nakuru'])
  })

  it('orders stops whatever their case, and keeps the first spelling seen', () => {
    const typed = [bus(1, 'nanyuki - Busia', null), bus(2, 'NAIROBI - busia - Meru', null)]
    expect(knownStops(typed)).toEqual(['Busia', 'Meru', 'NAIROBI', 'nanyuki'])
  })
})
