import { useEffect } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { Bus } from '../api/bus-schema'
import { busPageSize } from '../model/bus-count'

/**
 * Back from a login that Book Seat asked for (`book` in the address): how many cards must show
 * so that bus's card is among them and asks again, at least `limit`. A bus the list no longer
 * shows asks nothing: `book` leaves the address, so no later "Show more" asks out of the blue.
 */
export function useCardsDownToBookedBus(buses: readonly Bus[], limit: number): number {
  const book = useSearch({ from: '/buses', select: (search) => search.book })
  const navigate = useNavigate({ from: '/buses' })
  const at = book === undefined ? -1 : buses.findIndex((bus) => String(bus.id) === String(book))
  const missing = book !== undefined && at < 0
  useEffect(() => {
    if (!missing) return
    void navigate({
      search: (previous) => ({ ...previous, book: undefined }),
      replace: true,
      resetScroll: false,
    })
  }, [missing, navigate])
  return at < 0 ? limit : Math.max(limit, (Math.floor(at / busPageSize) + 1) * busPageSize)
}
