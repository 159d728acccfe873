import { useMutation, useQueryClient } from '@tanstack/react-query'
import { refusal, serverTextFromBody } from '@/lib/api-error'
import { requestJson } from '@/lib/http-client'
import { isInFlight } from '@/lib/in-flight'
import type { SessionUser } from '@/lib/session-user'
import { startSession } from '@/lib/session-store'
import { m } from '@/paraglide/messages.js'
import { loginResponseSchema, sessionUserFrom } from './auth-schema'

interface LoginCredentials {
  email: string
  password: string
}

interface LoginResult {
  token: string
  user: SessionUser
}

/** Succeeds only when a token comes back and success is not false (docs/api.md#calls). */
export async function login(credentials: LoginCredentials): Promise<LoginResult> {
  const body = await requestJson('api/auth/login', loginResponseSchema, {
    method: 'post',
    json: { email: credentials.email, password: credentials.password },
  })
  const { token } = body
  if (typeof token !== 'string' || token.trim() === '' || body.success === false) {
    throw refusal(serverTextFromBody(body), m.auth_login_failed())
  }
  return { token, user: sessionUserFrom(body.user, credentials.email) }
}

const loginKey = ['auth', 'login'] as const

export function useLoginMutation() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationKey: loginKey,
    mutationFn: login,
    // The password is in the variables: nothing may linger in the mutation cache.
    gcTime: 0,
    onSuccess: ({ token, user }) => startSession(token, user),
  })
  return { ...mutation, isInFlight: () => isInFlight(queryClient, { mutationKey: loginKey }) }
}
