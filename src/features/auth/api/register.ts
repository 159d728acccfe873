import { useMutation, useQueryClient } from '@tanstack/react-query'
import { messageFromBody, refusal } from '@/lib/api-error'
import { requestJson } from '@/lib/http-client'
import { isInFlight } from '@/lib/in-flight'
import { m } from '@/paraglide/messages.js'
import { registerResponseSchema } from './auth-schema'

/** What is sent: confirmPassword never leaves the form. */
interface Registration {
  username: string
  email: string
  password: string
}

/** Fails unless the body's success is exactly true (docs/api.md#calls). Does not log in. */
export async function register(registration: Registration): Promise<void> {
  const body = await requestJson('api/auth/register', registerResponseSchema, {
    method: 'post',
    json: {
      username: registration.username,
      email: registration.email,
      password: registration.password,
    },
  })
  if (body.success !== true) throw refusal(messageFromBody(body), m.auth_registration_failed())
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
  return { ...mutation, isInFlight: () => isInFlight(queryClient, { mutationKey: registerKey }) }
}
