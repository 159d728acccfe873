import { useDeferredValue, useMemo, useRef } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { busQueries } from '../api/get-buses'
import { useBusSearch } from '../hooks/use-bus-search'
import { defaultBusSearch } from '../model/bus-search'
import { findBuses, knownStops } from '../model/find-buses'
import { BusList, NoMatch, busCountText } from './bus-results'
import { BusSearchForm } from './bus-search-form'
import { BusesPage } from './buses-page'

export function BusesScreen() {
  const { data: buses } = useSuspenseQuery(busQueries.list())
  const { search, edit, commit, choose } = useBusSearch()
  // The fields follow each keystroke at once; the list follows when the main thread is free.
  const shown = useDeferredValue(search)
  const { from, to, sort, free } = shown
  const found = useMemo(
    () => findBuses(buses, { from, to, sort, free }),
    [buses, from, to, sort, free],
  )
  const stops = useMemo(() => knownStops(buses), [buses])
  const fromField = useRef<HTMLInputElement>(null)
  const settling =
    search.from !== from || search.to !== to || search.sort !== sort || search.free !== free

  function clearFilters() {
    choose({ from: defaultBusSearch.from, to: defaultBusSearch.to, free: defaultBusSearch.free })
    // The button goes with the empty result: the traveller carries on from From.
    fromField.current?.focus()
  }

  if (buses.length === 0) {
    return (
      <BusesPage>
        <p className="status-message">No buses are scheduled right now. Please check back later.</p>
      </BusesPage>
    )
  }
  return (
    <BusesPage>
      <BusSearchForm
        search={search}
        stops={stops}
        onEdit={edit}
        onCommit={commit}
        onChoose={choose}
        fromRef={fromField}
      />
      <div className="bus-results" aria-busy={settling}>
        <p className="bus-results__count" role="status">
          {busCountText(found.length)}
        </p>
        {found.length === 0 ? <NoMatch onClear={clearFilters} /> : <BusList buses={found} />}
      </div>
    </BusesPage>
  )
}
