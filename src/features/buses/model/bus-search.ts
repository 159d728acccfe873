import * as z from 'zod/mini'
import { busSorts } from './bus-sorts'

/** Longer From / To text is no town: it is dropped rather than searched. */
export const maxPlaceLength = 60

export const defaultBusSearch = {
  from: '',
  to: '',
  sort: 'departure',
  free: false,
} as const

/** Missing: the default; bad: the default too, so a broken link still shows the list. */
const orDefault = <T extends z.core.SomeType>(
  schema: T,
  fallback: z.core.util.NoUndefined<z.output<T>>,
) => z.catch(z._default(schema, fallback), fallback)

const place = z.string().check(z.maxLength(maxPlaceLength))

/**
 * The search of /buses in the URL (docs/product.md#finding-a-trip): `from` and `to` as typed,
 * `sort` and `free=true`. Every missing or bad value (an unknown sort, a number, a list, text
 * too long) becomes its default; it never fails, not even for a search that is no object.
 */
export const busSearchSchema = z.catch(
  z.object({
    from: orDefault(place, defaultBusSearch.from),
    to: orDefault(place, defaultBusSearch.to),
    sort: orDefault(z.enum(busSorts), defaultBusSearch.sort),
    free: orDefault(z.boolean(), defaultBusSearch.free),
    /** The bus whose seat question comes back after a login (book-after-login.ts). */
    book: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  }),
  () => ({ ...defaultBusSearch }),
)

export type BusSearch = z.output<typeof busSearchSchema>

export function isFiltered(search: BusSearch): boolean {
  return search.from.trim() !== '' || search.to.trim() !== '' || search.free
}
