import * as z from 'zod/mini'
import { idSchema, numberish, optionalText } from '@/lib/schema-helpers'

const rawBusSchema = z
  .looseObject({
    id: idSchema,
    name: z.string(),
    route: z.string(),
    time: optionalText,
    price: numberish,
    seats: z.optional(z.nullable(numberish)),
    availableSeats: z.optional(z.nullable(numberish)),
    image_url: optionalText,
  })
  .check(
    z.refine((bus) => bus.seats != null || bus.availableSeats != null, {
      message: 'A bus needs seats or availableSeats',
    }),
  )

/** One model for both readings of the bus data (`seats` or `availableSeats`). */
export const busSchema = z.pipe(
  rawBusSchema,
  z.transform((bus) => ({
    id: bus.id,
    name: bus.name,
    route: bus.route,
    departure: bus.time?.trim() || null,
    price: bus.price,
    seatsAvailable: Math.max(0, Math.floor(bus.seats ?? bus.availableSeats ?? 0)),
    imageUrl: bus.image_url?.trim() || null,
  })),
)

export type Bus = z.infer<typeof busSchema>

/** A plain array of buses, or the envelope `{success, buses, message}`. */
export const busesResponseSchema = z.union([
  z.array(busSchema),
  z.looseObject({
    success: z.optional(z.boolean()),
    buses: z.optional(z.array(busSchema)),
    message: optionalText,
  }),
])

export type BusesResponse = z.infer<typeof busesResponseSchema>
