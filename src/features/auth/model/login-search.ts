import * as z from 'zod/mini'
import { appPathOrUndefined } from '@/lib/app-path'

const appPath = z.pipe(
  z.string(),
  z.transform((path: string) => appPathOrUndefined(path)),
)

const fields = z.object({
  registered: z.catch(z.optional(z.boolean()), undefined),
  redirect: z.catch(z.optional(appPath), undefined),
})

/**
 * /login's search: `?registered=true` after a registration; `?redirect=/buses?from=…` where to
 * go back after logging in (an app path only). Both keys are always in the result, undefined
 * when missing or bad, whatever the URL held; anything else in it is ignored.
 */
export const loginSearchSchema = z.catch(
  z.pipe(
    fields,
    z.transform(({ registered, redirect }) => ({ registered, redirect })),
  ),
  () => ({ registered: undefined, redirect: undefined }),
)

export type LoginSearch = z.output<typeof loginSearchSchema>

/**
 * /register's search: the `redirect` of the login that led there ("Create an account"), carried
 * through registering back to /login, so the journey keeps its place. An app path only.
 */
export const registerSearchSchema = z.catch(
  z.pipe(
    z.object({ redirect: z.catch(z.optional(appPath), undefined) }),
    z.transform(({ redirect }) => ({ redirect })),
  ),
  () => ({ redirect: undefined }),
)

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by a registration on its way to /login: the email to fill in, never in the address. */
    registeredEmail?: string
  }
}
