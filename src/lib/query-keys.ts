/**
 * The root query key of each feature's cache. Features never import each other, so when one
 * changes data another shows (a seat booking changes the bookings, a cancel gives seats back to
 * a bus), it invalidates the other's root key from here; each feature's query factory builds its
 * keys on the same root, so the two never drift apart.
 */
export const queryRoots = {
  buses: ['buses'],
  bookings: ['bookings'],
} as const
