import type { QueryClient } from '@tanstack/react-query'
import { isDataSaverOn } from '@/lib/data-saver-store'
import { isAnotherInFlight } from '@/lib/in-flight'
import { mutationKeys, queryRoots, type NewBooking } from '@/lib/query-keys'
import type { AddedBooking } from './add-booking'

// The request and its schemas are not part of the first screen: they come with the bus list
// (preloadAddBooking), or at the latest with the first booking.
const loadAddBooking = () => import('./add-booking')

/**
 * Fetches the booking request's code ahead, where bookings start, so Book Seat never waits;
 * not with the data saver on, which fetches nothing the traveller did not ask for.
 */
export function preloadAddBooking(): void {
  if (!isDataSaverOn()) void loadAddBooking()
}

/**
 * What every add does, whoever starts it (Book Seat on the bus list): the request, then the
 * returned booking joins the list; the profile's bookings and, once the last booking in flight
 * settles, the buses' seat counts are fetched afresh. A caller adds its own onMutate/onError and
 * meta, never onSuccess/onSettled (those would replace these).
 */
export function registerAddBooking(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(mutationKeys.addBooking, {
    mutationFn: async (booking: NewBooking) =>
      (await loadAddBooking()).addBookingAndFindIt(queryClient, booking),
    meta: { on401: 'end-session' },
    onSuccess: async (added: AddedBooking) =>
      (await loadAddBooking()).keepAddedBooking(queryClient, added),
    onSettled: () => {
      const refreshProfile = queryClient.invalidateQueries({ queryKey: queryRoots.profile })
      // A bus refetch now would wipe the optimistic seat count of a booking still in flight.
      if (isAnotherInFlight(queryClient, { mutationKey: mutationKeys.addBooking }))
        return refreshProfile
      return Promise.all([
        refreshProfile,
        queryClient.invalidateQueries({ queryKey: queryRoots.buses }),
      ])
    },
  })
}
