import * as z from 'zod/mini'
import { readSessionUser, type SessionUser } from '@/lib/session-user'

/**
 * Login: `{success, message, token, user}` or `{error}`. Only the object shape is required
 * here; whether it is a success is decided in login.ts (a token and success !== false).
 */
export const loginResponseSchema = z.looseObject({
  success: z.optional(z.unknown()),
  token: z.optional(z.unknown()),
  user: z.optional(z.unknown()),
})

/** Register: `{success, message}`; failed unless success === true. */
export const registerResponseSchema = z.looseObject({
  success: z.optional(z.unknown()),
})

/**
 * The user to keep in the session: only the fields the app shows, so nothing else the server
 * sends (a password hash, say) lands in localStorage. Unusable → the email they logged in with.
 */
export function sessionUserFrom(user: unknown, email: string): SessionUser {
  const parsed = readSessionUser(user)
  if (!parsed) return { email }
  const { id, username, email: userEmail } = parsed
  // Undefined fields vanish when the session is written to storage. The picture is not kept
  // here: the profile query is its one home.
  return { id, username, email: userEmail ?? email }
}
