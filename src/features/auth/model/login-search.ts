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
