import { createFileRoute } from '@tanstack/react-router'
import { getToken } from '@/lib/session-store'
import { profileQueries } from '@/features/profile/api/get-profile'
import { ProfileScreen, ProfilePending } from '@/features/profile/components/profile-screen'

export const Route = createFileRoute('/profile')({
  staticData: { title: 'Your Profile' },
  // No token, no call. prefetchQuery never throws: the screen shows SPEC.md's error texts.
  loader: ({ context }) =>
    getToken() ? context.queryClient.prefetchQuery(profileQueries.detail()) : undefined,
  pendingComponent: ProfilePending,
  component: ProfileScreen,
})
