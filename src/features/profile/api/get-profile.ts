import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '@/lib/http-client'
import { queryRoots } from '@/lib/query-keys'
import { profileRedirectDelayMs } from './profile-error'
import { profileSchema, type Profile } from './profile-schema'

/** GET /api/auth/profile/ (bearer). */
function getProfile(signal?: AbortSignal): Promise<Profile> {
  return requestJson('api/auth/profile/', profileSchema, { auth: true, signal })
}

export const profileQueries = {
  all: () => queryRoots.profile,
  detail: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => getProfile(signal),
      // A 401: the screen says 'Session expired. Redirecting to login...', and the session
      // ends 1.5 s later (docs/product.md#profile).
      meta: { on401: { afterMs: profileRedirectDelayMs } },
    }),
}
