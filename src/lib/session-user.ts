/** The user the login call returns and the app keeps in storage under `user`. */
export interface SessionUser {
  id?: number | string
  username?: string | null
  email?: string | null
}

const isOptionalText = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string'

/**
 * `value` as a session user (other fields kept), or undefined when it is not one. A plain check,
 * not a zod schema: the session is read on every first screen, which loads no schema library
 * (docs/architecture.md#first-screen).
 */
export function readSessionUser(value: unknown): SessionUser | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const { id, username, email } = value as Record<string, unknown>
  const idOk = id === undefined || typeof id === 'number' || typeof id === 'string'
  return idOk && isOptionalText(username) && isOptionalText(email) ? value : undefined
}
