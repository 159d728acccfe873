import { queryOptions } from '@tanstack/react-query'
import { requestJson } from '@/lib/http-client'
import { profileSchema, type Profile } from './profile-schema'

/**
 * No expireSessionOn401: the profile says 'Session expired. Redirecting to login...' first and
 * ends the session itself 1.5 s later (SPEC.md point 8).
 */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return requestJson('api/auth/profile/', profileSchema, { auth: true, signal })
}

export const profileQueries = {
  all: () => ['profile'] as const,
  detail: () =>
    queryOptions({
      queryKey: [...profileQueries.all(), 'detail'] as const,
      queryFn: ({ signal }) => getProfile(signal),
    }),
}
