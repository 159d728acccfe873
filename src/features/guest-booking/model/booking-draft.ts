import * as z from 'zod/mini'
import { defaultVehicleType, vehicleTypes } from './vehicle-types'

/**
 * The guest booking form as typed so far, kept in sessionStorage (this tab only, gone when it
 * closes) so a reload loses nothing. ID and school ID are kept too, since the traveller typed
 * them; the whole draft is removed as soon as the booking is accepted.
 */
export const bookingDraftSchema = z.object({
  name: z.string(),
  idNumber: z.string(),
  schoolId: z.string(),
  from: z.string(),
  to: z.string(),
  vehicleType: z.enum(vehicleTypes),
})

export type BookingDraft = z.infer<typeof bookingDraftSchema>

export const emptyBookingDraft: Readonly<BookingDraft> = Object.freeze({
  name: '',
  idNumber: '',
  schoolId: '',
  from: '',
  to: '',
  vehicleType: defaultVehicleType,
})

export const bookingDraftKey = 'guestBookingDraft'

function isEmpty(draft: BookingDraft): boolean {
  return (Object.keys(emptyBookingDraft) as (keyof BookingDraft)[]).every(
    (key) => draft[key] === emptyBookingDraft[key],
  )
}

/** The saved draft, or an empty one when there is none, it is corrupted or storage is off. */
export function readBookingDraft(): BookingDraft {
  try {
    const text = window.sessionStorage.getItem(bookingDraftKey)
    if (text === null) return { ...emptyBookingDraft }
    const parsed = bookingDraftSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : { ...emptyBookingDraft }
  } catch {
    return { ...emptyBookingDraft }
  }
}

export function saveBookingDraft(draft: BookingDraft): void {
  try {
    if (isEmpty(draft)) window.sessionStorage.removeItem(bookingDraftKey)
    else window.sessionStorage.setItem(bookingDraftKey, JSON.stringify(draft))
  } catch {
    // Storage full or disabled: the form still works, the draft just won't survive a reload.
  }
}

export function clearBookingDraft(): void {
  try {
    window.sessionStorage.removeItem(bookingDraftKey)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
