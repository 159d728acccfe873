/**
 * The parts of the backend contract the app has no zod schema for, because it only sends them
 * (request bodies) or never reads them through an exported schema. Each one mirrors the file
 * named above it; everything the app parses comes from src/ itself (see document.ts).
 */
import * as z from 'zod/mini'
import { idSchema } from '@/lib/schema-helpers'

/** What src/features/auth/api/login.ts sends. */
export const loginRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
})

/** What src/features/auth/api/register.ts sends (the confirmation never leaves the form). */
export const registerRequestSchema = z.object({
  username: z.string(),
  email: z.string(),
  password: z.string(),
})

/** What src/features/bookings/api/add-booking.ts sends: a whole number of seats, 1 or more. */
export const bookSeatsRequestSchema = z.object({
  bus_id: idSchema,
  seats: z.int().check(z.minimum(1)),
})

/** The guest booking's answer: any 2xx body (src/features/guest-booking/api/, not exported). */
export const anyBodySchema = z.unknown()

/** A non-OK body, as src/lib/api-error.ts reads it. */
export const errorBodySchema = z.looseObject({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
})

/** The multipart upload of src/features/profile/api/upload-profile-picture.ts. */
export const pictureUploadSchema = z.object({
  profile_picture: z.file(),
})
