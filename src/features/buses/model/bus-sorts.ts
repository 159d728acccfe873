/** The Sort by choices, in the order the select lists them; the first is the default. */
export const busSortOptions = [
  { value: 'departure', label: 'Earliest departure' },
  { value: 'price-asc', label: 'Lowest price' },
  { value: 'price-desc', label: 'Highest price' },
  { value: 'seats', label: 'Most seats' },
] as const

export type BusSort = (typeof busSortOptions)[number]['value']

export const busSorts = busSortOptions.map((option) => option.value) as [BusSort, ...BusSort[]]
