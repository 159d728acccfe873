import { useRef } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { BusSearch } from '../model/bus-search'

/**
 * The search of /buses, kept in the URL so a shared link or a reload shows the same buses.
 *
 * History: each committed search is one entry, so Back returns to the previous search. The
 * first keystroke of an edit adds an entry and the following ones replace it (no entry per
 * letter); the edit ends when the field loses focus or Enter is pressed. A sort, the free-seats
 * box and Clear filters add an entry each.
 */
export function useBusSearch() {
  const search = useSearch({ from: '/buses' })
  const navigate = useNavigate({ from: '/buses' })
  const editing = useRef(false)

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
    edit(patch: Partial<BusSearch>) {
      go(patch, editing.current)
      editing.current = true
    },
    /** The field lost focus or Enter was pressed: the next keystroke starts a new entry. */
    commit() {
      editing.current = false
    },
    /** A sort, the free-seats box or Clear filters. */
    choose(patch: Partial<BusSearch>) {
      editing.current = false
      go(patch, false)
    },
  }
}
