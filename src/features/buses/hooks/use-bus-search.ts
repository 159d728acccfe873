import { useRef } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { BusSearch } from '../model/bus-search'

type Places = Pick<BusSearch, 'from' | 'to'>

/**
 * The search of /buses, kept in the URL so a shared link or a reload shows the same buses.
 *
 * History: each committed search is one entry, so Back returns to the previous search. The
 * first keystroke of an edit adds an entry and the following ones replace it (no entry per
 * letter); the edit ends when the field loses focus or Enter is pressed, or when the URL moved
 * meanwhile (Back), so Back's entry is never overwritten. A sort, the free-seats box and Clear
 * filters add an entry each.
 */
export function useBusSearch() {
  const search = useSearch({ from: '/buses' })
  const navigate = useNavigate({ from: '/buses' })
  // What the edit under way last wrote; null between edits.
  const written = useRef<Places | null>(null)

  function go(patch: Partial<BusSearch>, replace: boolean) {
    void navigate({
      search: (previous) => ({ ...previous, ...patch }),
      replace,
      resetScroll: false,
    })
  }

  return {
    search,
    /** A keystroke in From or To. */
    edit: (patch: Partial<Places>) => {
      const last = written.current
      go(patch, last !== null && last.from === search.from && last.to === search.to)
      written.current = { from: search.from, to: search.to, ...patch }
    },
    /** The field lost focus or Enter was pressed: the next keystroke starts a new entry. */
    commit: () => {
      written.current = null
    },
    /** A sort, the free-seats box or Clear filters. */
    choose: (patch: Partial<BusSearch>) => {
      written.current = null
      go(patch, false)
    },
  }
}
