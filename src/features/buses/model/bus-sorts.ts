import { m } from '@/paraglide/messages.js'

/**
 * The Sort by choices, in the order the select lists them; the first is the default. Each label
 * is its message, called when the select renders, so it follows the language.
 */
export const busSortOptions = [
  { value: 'departure', label: m.buses_sort_departure },
  { value: 'price-asc', label: m.buses_sort_price_asc },
  { value: 'price-desc', label: m.buses_sort_price_desc },
  { value: 'seats', label: m.buses_sort_seats },
] as const

export type BusSort = (typeof busSortOptions)[number]['value']

export const busSorts = busSortOptions.map((option) => option.value) as [BusSort, ...BusSort[]]
