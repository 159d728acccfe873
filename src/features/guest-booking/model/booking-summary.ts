import * as z from 'zod/mini'
import type { GuestBookingRequest } from '../api/create-guest-booking'
import { guestSeat, vehicleOptions, vehicleTypes } from './vehicle-types'

/** What /payment shows. Never holds the ID number or school ID. */
const bookingSummarySchema = z.object({
  passengerName: z.string().check(z.minLength(1)),
  busName: z.string().check(z.minLength(1)),
  vehicleType: z.enum(vehicleTypes),
  route: z.string().check(z.minLength(1)),
  seat: z.string().check(z.minLength(1)),
  price: z.number().check(z.nonnegative()),
})

export type BookingSummary = z.infer<typeof bookingSummarySchema>

export function buildBookingSummary(booking: GuestBookingRequest): BookingSummary {
  const vehicle = vehicleOptions[booking.vehicleType]
  return {
    passengerName: booking.name,
    busName: vehicle.busName,
    vehicleType: booking.vehicleType,
    route: `${booking.from} → ${booking.to}`,
    seat: guestSeat,
    price: vehicle.price,
  }
}

/** History state outlives releases and can be edited: anything that is not a summary is none. */
export function parseBookingSummary(value: unknown): BookingSummary | null {
  const parsed = bookingSummarySchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by the guest booking form when it moves to /payment. */
    bookingSummary?: BookingSummary
  }
}
