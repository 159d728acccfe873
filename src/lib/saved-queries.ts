import { createStore } from 'zustand/vanilla'

interface SavedQueriesState {
  /** For each saved query (by its hash), when the copy last written was fetched (`dataUpdatedAt`). */
  saved: ReadonlyMap<string, number>
}

/**
 * What is on the device right now. src/lib/saved-data.ts keeps it; a screen compares it with the
 * data it shows to say whether that is saved (src/hooks/use-is-saved.ts). Nothing is saved on
 * the prerendered page (zustand's server snapshot).
 */
export const savedQueriesStore = createStore<SavedQueriesState>(() => ({ saved: new Map() }))

/** What the last write put on the device, or nothing once the saved data is removed. */
export function setSavedQueries(saved: ReadonlyMap<string, number>): void {
  savedQueriesStore.setState({ saved })
}
