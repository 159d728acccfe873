import { searchRecord } from '@/lib/search-record'

/**
 * /bookingform's search: `?guest=1` is where "Book Now!" leads. It is a plain link, so it also
 * works on the prerendered home before the app runs; the route marks the visitor as a guest and
 * drops the parameter (docs/product.md#home). Any other value is ignored.
 */
export interface BookingFormSearch {
  guest?: 1
}

export function readBookingFormSearch(search: unknown): BookingFormSearch {
  return { guest: searchRecord(search).guest === 1 ? 1 : undefined }
}
