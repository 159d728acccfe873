import { createFileRoute } from '@tanstack/react-router'
import { hasToken } from '@/lib/session-store'
import { profileQueries } from '@/features/profile/api/get-profile'
import { ProfileScreen, ProfilePending } from '@/features/profile/components/profile-screen'

export const Route = createFileRoute('/profile')({
  staticData: { title: 'Your Profile' },
  // No token, no call. prefetchQuery never throws: the screen shows its error texts.
  loader: ({ context }) =>
    hasToken() ? context.queryClient.prefetchQuery(profileQueries.detail()) : undefined,
  pendingComponent: ProfilePending,
  component: ProfileScreen,
})
