import * as z from 'zod/mini'
import { busSorts } from './bus-sorts'

/** Longer From / To text is no town: it is dropped rather than searched. */
export const maxPlaceLength = 60

export const defaultBusSearch = { from: '', to: '', sort: 'departure', free: false } as const

// _default keeps the key optional for navigation; catch turns a bad value into the default.
const place = z._default(z.catch(z.string().check(z.maxLength(maxPlaceLength)), ''), '')
const sort = z._default(z.catch(z.enum(busSorts), defaultBusSearch.sort), defaultBusSearch.sort)
const free = z._default(z.catch(z.boolean(), defaultBusSearch.free), defaultBusSearch.free)

/**
 * The search of /buses in the URL (docs/product.md#finding-a-trip): `from` and `to` as typed,
 * `sort` and `free=true`. Every missing or bad value (an unknown sort, a number, a list, text
 * too long) becomes its default, so a broken link still shows the list; it never throws.
 */
export const busSearchSchema = z.catch(
  z.object({
    from: place,
    to: place,
    sort,
    free,
  }),
  () => ({ ...defaultBusSearch }),
)

export type BusSearch = z.infer<typeof busSearchSchema>

export function isFiltered(search: BusSearch): boolean {
  return search.from.trim() !== '' || search.to.trim() !== '' || search.free
}
