import { signInMockUser } from '../../mocks/node'
import { seedCredentials } from '../../mocks/seed'
import { startSession } from '@/lib/session-store'
import type { SessionUser } from '@/lib/session-user'

interface SignInOptions {
  /** Fields that differ from what the login call returns: `{ id: undefined }` for no id. */
  user?: Partial<SessionUser>
  role?: string | null
}

/**
 * A seeded (or registered) mock user signed in as a login leaves the app: the mock backend
 * knows the token and the session store holds it, without a call. Returns the token.
 */
export function signIn(
  email: string = seedCredentials.brian.email,
  { user, role = null }: SignInOptions = {},
): string {
  const session = signInMockUser(email)
  startSession(session.token, { ...session.user, ...user }, role)
  return session.token
}
