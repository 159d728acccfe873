import * as z from 'zod/mini'
import { idSchema, numberish, optionalText } from '@/lib/schema-helpers'

const rawBookingSchema = z
  .looseObject({
    booking_id: z.optional(z.nullable(idSchema)),
    id: z.optional(z.nullable(idSchema)),
    bus_name: z.string(),
    route: z.string(),
    seats_booked: numberish,
    total_price: numberish,
  })
  .check(
    z.refine((booking) => booking.booking_id != null || booking.id != null, {
      message: 'A booking needs booking_id or id',
    }),
  )

/** One model for both readings of the booking key (`booking_id`, else `id`; docs/api.md#shapes). */
export const bookingSchema = z.pipe(
  rawBookingSchema,
  z.transform((booking) => ({
    // The refine above guarantees one of the two.
    id: (booking.booking_id ?? booking.id) as string | number,
    busName: booking.bus_name,
    route: booking.route,
    seatsBooked: booking.seats_booked,
    totalPrice: booking.total_price,
  })),
)

export type Booking = z.infer<typeof bookingSchema>
export type BookingId = Booking['id']

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A body that claims to hold bookings: broken bookings in it are an error, not "no bookings". */
function claimsBookings(value: unknown): boolean {
  if (Array.isArray(value)) return true
  if (!isObject(value)) return false
  return Array.isArray(value.bookings) || value.booking_id != null || value.id != null
}

/**
 * A plain array, `{bookings: [...]}` or one booking object (docs/api.md#shapes); anything else (`{}`,
 * `{data: 'nope'}`, null) is an empty list.
 */
export const bookingsResponseSchema = z.union([
  z.array(bookingSchema),
  z.pipe(
    z.looseObject({ bookings: z.array(bookingSchema) }),
    z.transform((response) => response.bookings),
  ),
  z.pipe(
    bookingSchema,
    z.transform((booking) => [booking]),
  ),
  z.pipe(
    z.unknown().check(z.refine((value) => !claimsBookings(value))),
    z.transform((): Booking[] => []),
  ),
])

/** What cancel (DELETE) answers: `{success, message}`, failed unless success is true. */
export const bookingActionResponseSchema = z.looseObject({
  success: z.optional(z.boolean()),
  booking: z.optional(bookingSchema),
  message: optionalText,
})

/**
 * What add (POST /api/bookings/) answers: `{message, booking?}`; an explicit `success: false`
 * is a refusal. A body with neither a message nor a booking is not an answer to a booking.
 */
export const addBookingResponseSchema = bookingActionResponseSchema.check(
  z.refine((response) => Boolean(response.message?.trim()) || response.booking !== undefined, {
    message: 'A booking answer needs a message or a booking',
  }),
)
