import { m } from '@/paraglide/messages.js'

/**
 * The Sort by choices, in the order the select lists them; the first is the default. Each label
 * is a getter, read when the select renders, so it follows the language.
 */
export const busSortOptions = [
  {
    value: 'departure',
    get label() {
      return m.buses_sort_departure()
    },
  },
  {
    value: 'price-asc',
    get label() {
      return m.buses_sort_price_asc()
    },
  },
  {
    value: 'price-desc',
    get label() {
      return m.buses_sort_price_desc()
    },
  },
  {
    value: 'seats',
    get label() {
      return m.buses_sort_seats()
    },
  },
] as const

export type BusSort = (typeof busSortOptions)[number]['value']

export const busSorts = busSortOptions.map((option) => option.value) as [BusSort, ...BusSort[]]
