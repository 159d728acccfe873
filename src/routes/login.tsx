import { createFileRoute } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { LoginScreen } from '@/features/auth/components/login-screen'
import { appPathOrUndefined } from '@/lib/app-path'

/**
 * `?registered=true` after a registration; `?redirect=/buses?from=…` where to go back after
 * logging in (an app path only); anything else in the URL is ignored.
 */
const loginSearchSchema = z.object({
  registered: z.catch(z.optional(z.boolean()), undefined),
  redirect: z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((value: string) => appPathOrUndefined(value)),
      ),
    ),
    undefined,
  ),
})

export const Route = createFileRoute('/login')({
  staticData: { title: 'Login' },
  validateSearch: loginSearchSchema,
  component: LoginScreen,
})
