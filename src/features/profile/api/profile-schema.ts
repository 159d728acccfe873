import * as z from 'zod/mini'
import { idSchema, optionalText } from '@/lib/schema-helpers'

const profileBookingSchema = z.looseObject({
  bus: optionalText,
  route: optionalText,
  image_url: optionalText,
})

/**
 * GET /api/auth/profile/: `{id, username, email, profile_picture, bookings}`. A body naming none
 * of id, username and email is not a profile (a clear error, not 'Not set' three times; docs/api.md#shapes).
 */
export const profileSchema = z.pipe(
  z
    .looseObject({
      id: z.optional(z.nullable(idSchema)),
      username: optionalText,
      email: optionalText,
      profile_picture: optionalText,
      bookings: z.optional(z.nullable(z.array(profileBookingSchema))),
    })
    .check(
      z.refine(
        (profile) => profile.id != null || profile.username != null || profile.email != null,
        {
          message: 'A profile needs an id, a username or an email',
        },
      ),
    ),
  z.transform((profile) => ({
    id: profile.id ?? null,
    username: profile.username?.trim() || null,
    email: profile.email?.trim() || null,
    /** As the server sent it; resolved against the API base when shown (docs/product.md#profile). */
    profilePicture: profile.profile_picture?.trim() || null,
    bookings: (profile.bookings ?? []).map((booking) => ({
      bus: booking.bus?.trim() || null,
      route: booking.route?.trim() || null,
      imageUrl: booking.image_url?.trim() || null,
    })),
  })),
)

export type Profile = z.infer<typeof profileSchema>
export type ProfileBooking = Profile['bookings'][number]

/** PUT /api/auth/profile/: the updated user, of which only the picture is read. */
export const uploadResponseSchema = z.looseObject({
  user: z.looseObject({ profile_picture: z.string() }),
})
