import * as z from 'zod/mini'

/**
 * /bookingform's search: `?guest=1` is where "Book Now!" leads. It is a plain link, so it also
 * works on the prerendered home before the app runs; the route marks the visitor as a guest and
 * drops the parameter (docs/product.md#home). Any other value is ignored.
 */
export const bookingFormSearchSchema = z.object({
  guest: z.catch(z.optional(z.literal(1)), undefined),
})

export type BookingFormSearch = z.infer<typeof bookingFormSearchSchema>
