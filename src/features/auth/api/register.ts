import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageFromBody } from '@/lib/api-error'
import { requestJson } from '@/lib/http-client'
import { AuthFailure, toAuthFailure } from './auth-failure'
import { registerResponseSchema } from './auth-schema'

export const registrationFailedText = 'Registration failed.'

/** What is sent: confirmPassword never leaves the form (SPEC.md point 3). */
export interface Registration {
  username: string
  email: string
  password: string
}

/** Fails unless the body's success is exactly true (DESIGN.md §5). Does not log in. */
export async function register(registration: Registration): Promise<void> {
  let body
  try {
    body = await requestJson('api/auth/register', registerResponseSchema, {
      method: 'post',
      json: {
        username: registration.username,
        email: registration.email,
        password: registration.password,
      },
    })
  } catch (error) {
    throw toAuthFailure(error, registrationFailedText)
  }
  if (body.success !== true) {
    throw new AuthFailure(messageFromBody(body) ?? registrationFailedText)
  }
}

const registerKey = ['auth', 'register'] as const

export function useRegisterMutation() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationKey: registerKey,
    mutationFn: register,
    // The password is in the variables: nothing may linger in the mutation cache.
    gcTime: 0,
  })
  /** Synchronous, unlike `isPending`: a second submit in the same moment sends nothing. */
  const isInFlight = () => queryClient.isMutating({ mutationKey: registerKey }) > 0
  return { ...mutation, isInFlight }
}
