import type { Bus } from '../api/bus-schema'

/**
 * The buses of `ids`, in that order, with their data from `all` (a bus gone from the list goes),
 * then any bus of `found` not among them.
 */
export function keepOrder(
  ids: readonly string[],
  all: readonly Bus[],
  found: readonly Bus[],
): Bus[] {
  const byId = new Map(all.map((bus) => [String(bus.id), bus]))
  const kept = ids.flatMap((id) => byId.get(id) ?? [])
  const held = new Set(ids)
  return [...kept, ...found.filter((bus) => !held.has(String(bus.id)))]
}
