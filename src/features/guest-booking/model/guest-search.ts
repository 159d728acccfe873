import * as z from 'zod/mini'

/**
 * /bookingform's search: `?guest=1` is where "Book Now!" leads. It is a plain link, so it also
 * works on the prerendered home before the app runs; the route marks the visitor as a guest and
 * drops the parameter (docs/product.md#home). `guest` is always in the result, undefined for
 * any other value or none.
 */
export const bookingFormSearchSchema = z.catch(
  z.pipe(
    z.object({ guest: z.catch(z.optional(z.literal(1)), undefined) }),
    z.transform(({ guest }) => ({ guest })),
  ),
  () => ({ guest: undefined }),
)

export type BookingFormSearch = z.output<typeof bookingFormSearchSchema>
