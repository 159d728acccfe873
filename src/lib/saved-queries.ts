import { watchedValue } from './watched-value'

/**
 * What is on the device right now: for each saved query (by its hash), when the copy last
 * written was fetched (`dataUpdatedAt`). src/lib/saved-data.ts keeps it; a screen compares it
 * with the data it shows to say whether that is saved (src/hooks/use-is-saved.ts).
 */
export const savedQueries = watchedValue<ReadonlyMap<string, number>>(new Map())
