import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LoginScreen } from '@/features/auth/components/login-screen'

/** `?registered=true` after a registration; anything else in the URL is ignored. */
const loginSearchSchema = z.object({
  registered: z.catch(z.optional(z.boolean()), undefined),
})

export const Route = createFileRoute('/login')({
  staticData: { title: 'Login' },
  validateSearch: loginSearchSchema,
  component: LoginScreen,
})
