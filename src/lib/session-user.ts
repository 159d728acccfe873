import * as z from 'zod/mini'

/** The user the login call returns and the app keeps in storage under `user`. */
export const sessionUserSchema = z.looseObject({
  id: z.optional(z.union([z.number(), z.string()])),
  username: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
})

export type SessionUser = z.infer<typeof sessionUserSchema>
