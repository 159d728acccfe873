import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { m } from '@/paraglide/messages.js'
import { busQueries } from '../api/get-buses'
import { useBusSearch } from '../hooks/use-bus-search'
import { BookedMessageProvider, useBookedMessages } from '../hooks/use-booked-message'
import { useCardsDownToBookedBus } from '../hooks/use-cards-down-to-booked-bus'
import { ListOrderHoldProvider, useHeldOrder } from '../hooks/use-list-order-hold'
import { defaultBusSearch } from '../model/bus-search'
import { findBuses, knownStops } from '../model/find-buses'
import { busCountText, busPageSize } from '../model/bus-count'
import { BusList, NoMatch, ShowMore } from './bus-results'
import { BusSearchForm } from './bus-search-form'
import { BusesPage } from './buses-page'

export function BusesScreen() {
  const { data: buses } = useSuspenseQuery(busQueries.list())
  const { search, edit, commit, choose } = useBusSearch()
  // The fields follow each keystroke at once; the list follows when the main thread is free.
  const settled = useDeferredValue(search)
  const { from, to, sort, free } = settled
  const found = useMemo(
    () => findBuses(buses, { from, to, sort, free }),
    [buses, from, to, sort, free],
  )
  const stops = useMemo(() => knownStops(buses), [buses])
  const settling =
    search.from !== from || search.to !== to || search.sort !== sort || search.free !== free

  // Each new search starts again from the first page of cards.
  const searchKey = JSON.stringify({ from, to, sort, free })
  const held = useHeldOrder(buses, found, searchKey)
  const [page, setPage] = useState({
    key: searchKey,
    limit: busPageSize,
    focusIndex: null as number | null,
  })
  const current =
    page.key === searchKey ? page : { key: searchKey, limit: busPageSize, focusIndex: null }
  const limit = useCardsDownToBookedBus(held.shown, current.limit)
  // Kept once the bus has asked and `book` has left the address.
  if (limit > current.limit) setPage({ key: searchKey, limit, focusIndex: null })
  const shown = useMemo(() => held.shown.slice(0, limit), [held.shown, limit])
  const messages = useBookedMessages(shown)

  const fromField = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (current.focusIndex === null) return
    const cards = list.current?.querySelectorAll<HTMLElement>('.bus-grid > li')
    // It takes the place of the button, already in view: no scrolling.
    cards?.[current.focusIndex]?.focus({ preventScroll: true })
  }, [current.focusIndex])

  function clearFilters() {
    choose({ from: defaultBusSearch.from, to: defaultBusSearch.to, free: defaultBusSearch.free })
    // The button goes with the empty result: the traveller carries on from From.
    fromField.current?.focus()
  }

  if (buses.length === 0) {
    return (
      <BusesPage>
        <p className="status-message">{m.buses_none_scheduled()}</p>
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
      <div className="bus-results" aria-busy={settling} ref={list}>
        <p className="bus-results__count" role="status">
          {busCountText(held.shown.length)}
        </p>
        {held.shown.length === 0 ? (
          <NoMatch onClear={clearFilters} />
        ) : (
          <ListOrderHoldProvider value={held.hold}>
            <BookedMessageProvider value={messages}>
              <BusList buses={shown} focusIndex={current.focusIndex} />
            </BookedMessageProvider>
          </ListOrderHoldProvider>
        )}
        {shown.length < held.shown.length ? (
          <ShowMore
            shown={shown.length}
            total={held.shown.length}
            onClick={() =>
              setPage({
                key: searchKey,
                limit: limit + busPageSize,
                focusIndex: shown.length,
              })
            }
          />
        ) : null}
      </div>
    </BusesPage>
  )
}
