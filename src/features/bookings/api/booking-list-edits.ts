import type { Booking, BookingId } from './booking-schema'

/** Ids arrive as numbers or strings; 7 and '7' are the same booking. */
function isBooking(id: BookingId): (booking: Booking) => boolean {
  return (booking) => String(booking.id) === String(id)
}

export function appendBooking(list: Booking[], booking: Booking): Booking[] {
  return [...list.filter((own) => !isBooking(booking.id)(own)), booking]
}

export function replaceBooking(list: Booking[], booking: Booking): Booking[] {
  return list.map((own) => (isBooking(booking.id)(own) ? booking : own))
}

export function removeBooking(list: Booking[], id: BookingId): Booking[] {
  return list.filter((own) => !isBooking(id)(own))
}

/**
 * Puts booking `id` back where it was in `previous` (after the booking that preceded it), keeping
 * whatever else changed in `current` meanwhile (another cancel, an added booking).
 */
export function restoreBooking(current: Booking[], previous: Booking[], id: BookingId): Booking[] {
  const index = previous.findIndex(isBooking(id))
  const restored = previous[index]
  if (!restored || current.some(isBooking(id))) return current
  const anchor = previous.slice(0, index).findLast((before) => current.some(isBooking(before.id)))
  const at = anchor ? current.findIndex(isBooking(anchor.id)) + 1 : 0
  return [...current.slice(0, at), restored, ...current.slice(at)]
}
