import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { Bus } from '../api/bus-schema'
import { keepOrder } from '../model/keep-order'

/** Holds the bus list's order until the function it returns is called. */
type HoldOrder = () => () => void

const ListOrderHold = createContext<HoldOrder>(() => () => {})

export const ListOrderHoldProvider = ListOrderHold.Provider

/**
 * For a card: from a tap on Book Seat until its message is dismissed, the list keeps its order
 * and its cards (a booking changes seat counts, which a sort or the free-seats box would act on),
 * so nothing moves under the traveller's finger.
 */
export function useListOrderHold(): HoldOrder {
  return useContext(ListOrderHold)
}

const idsOf = (buses: readonly Bus[]) => buses.map((bus) => String(bus.id))
const sameIds = (ids: readonly string[], buses: readonly Bus[]) =>
  ids.length === buses.length && buses.every((bus, index) => String(bus.id) === ids[index])

/**
 * For the screen: `found` as it is, or, while a card holds the order, the cards as they were
 * when the hold began (with their latest data). A new search is never held.
 */
export function useHeldOrder(all: readonly Bus[], found: Bus[], searchKey: string) {
  // How many cards hold the order, and the search it was held under.
  const [holds, setHolds] = useState({ count: 0, key: searchKey })
  const keyNow = useRef(searchKey)
  useEffect(() => {
    keyNow.current = searchKey
  }, [searchKey])
  const hold = useCallback<HoldOrder>(() => {
    setHolds(({ count, key }) => ({ count: count + 1, key: count === 0 ? keyNow.current : key }))
    let released = false
    return () => {
      if (released) return
      released = true
      setHolds(({ count, key }) => ({ count: count - 1, key }))
    }
  }, [])
  const [held, setHeld] = useState(() => ({ key: searchKey, ids: idsOf(found) }))
  const holding = holds.count > 0 && holds.key === searchKey && held.key === searchKey
  // The order to hold is the last one shown unheld (React's "state from the last render").
  if (!holding && (held.key !== searchKey || !sameIds(held.ids, found))) {
    setHeld({ key: searchKey, ids: idsOf(found) })
  }
  const shown = useMemo(
    () => (holding ? keepOrder(held.ids, all, found) : found),
    [holding, held.ids, all, found],
  )
  return { shown, hold }
}
