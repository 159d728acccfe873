import { searchRecord } from '@/lib/search-record'
import { busSorts, type BusSort } from './bus-sorts'

/** Longer From / To text is no town: it is dropped rather than searched. */
export const maxPlaceLength = 60

export interface BusSearch {
  from: string
  to: string
  sort: BusSort
  free: boolean
}

export const defaultBusSearch = {
  from: '',
  to: '',
  sort: 'departure',
  free: false,
} as const satisfies BusSearch

const place = (value: unknown): string =>
  typeof value === 'string' && value.length <= maxPlaceLength ? value : ''

const isSort = (value: unknown): value is BusSort => busSorts.includes(value as BusSort)

/**
 * The search of /buses in the URL (docs/product.md#finding-a-trip): `from` and `to` as typed,
 * `sort` and `free=true`. Every missing or bad value (an unknown sort, a number, a list, text
 * too long) becomes its default, so a broken link still shows the list; it never throws.
 */
export function readBusSearch(search: unknown): BusSearch {
  const { from, to, sort, free } = searchRecord(search)
  return {
    from: place(from),
    to: place(to),
    sort: isSort(sort) ? sort : defaultBusSearch.sort,
    free: typeof free === 'boolean' ? free : defaultBusSearch.free,
  }
}

export function isFiltered(search: BusSearch): boolean {
  return search.from.trim() !== '' || search.to.trim() !== '' || search.free
}
