import { appPathOrUndefined } from '@/lib/app-path'
import { searchRecord } from '@/lib/search-record'

/**
 * /login's search: `?registered=true` after a registration; `?redirect=/buses?from=…` where to
 * go back after logging in (an app path only). Anything else in the URL is ignored.
 */
export interface LoginSearch {
  registered?: boolean
  redirect?: string
}

export function readLoginSearch(search: unknown): LoginSearch {
  const { registered, redirect } = searchRecord(search)
  const path = typeof redirect === 'string' ? appPathOrUndefined(redirect) : undefined
  return { registered: typeof registered === 'boolean' ? registered : undefined, redirect: path }
}
