/**
 * The root query key of each feature's cache. Features never import each other, so when one
 * changes data another shows (a seat booking changes the bookings and the profile's bookings, a
 * cancel gives seats back to a bus), it invalidates the other's root key from here; each
 * feature's query factory builds its keys on the same root, so the two never drift apart.
 */
export const queryRoots = {
  buses: ['buses'],
  bookings: ['bookings'],
  profile: ['profile'],
} as const

/**
 * Mutations one feature starts and another owns. The bookings feature registers what an add
 * does (`setMutationDefaults`: the request and the cache rules); the bus list's Book Seat uses
 * the key with its own seat-count and alert handling, so there is one booking request.
 */
export const mutationKeys = {
  addBooking: [...queryRoots.bookings, 'add'],
} as const

/** What Book Seat asks the bookings feature to add. */
export interface NewBooking {
  busId: number | string
  seats: number
}
