import { describe, expect, it } from 'vitest'
import type { Bus } from '../api/bus-schema'
import type { BusSort } from './bus-sorts'
import { sortBuses } from './sort-buses'

function bus(id: number, departure: string | null, price: number, seatsAvailable: number): Bus {
  return {
    id,
    name: `Bus ${id}`,
    route: 'Nairobi to Nakuru',
    departure,
    price,
    seatsAvailable,
    imageUrl: null,
  }
}

const buses = [
  bus(1, 'TBA', 1000, 5),
  bus(2, '01:00 PM', 700, 30),
  bus(3, '21:30', 1500, 0),
  bus(4, '08:00 AM', 700, 12),
  bus(5, null, 2000, 30),
  bus(6, '12:00 AM', 1000, 12),
  bus(7, 'whenever', 600, 5),
  bus(8, '13:00', 1500, 8),
]

const ids = (sort: BusSort) => sortBuses(buses, sort).map((sorted) => sorted.id)

describe('sortBuses', () => {
  it('earliest departure: 12- and 24-hour times together, TBA and unreadable last; lowest and highest price, ties in the server order; most seats, ties in the server order; returns a copy and leaves the list as it was', () => {
    // 12:00 AM, 08:00 AM, 01:00 PM and 13:00 (a tie: server order), 21:30, then 1, 5, 7.
    expect(ids('departure')).toEqual([6, 4, 2, 8, 3, 1, 5, 7])
    expect(ids('price-asc')).toEqual([7, 2, 4, 1, 6, 3, 8, 5])
    expect(ids('price-desc')).toEqual([5, 3, 8, 1, 6, 2, 4, 7])
    expect(ids('seats')).toEqual([2, 5, 4, 6, 8, 1, 7, 3])
    const before = buses.map((original) => original.id)
    expect(sortBuses(buses, 'price-asc')).not.toBe(buses)
    expect(buses.map((original) => original.id)).toEqual(before)
  })
})
