import { createFileRoute } from '@tanstack/react-router'
import { preloadQuery } from '@/lib/route-query'
import { hasToken } from '@/lib/session-store'
import { profileQueries } from '@/features/profile/api/get-profile'
import { ProfileScreen, ProfilePending } from '@/features/profile/components/profile-screen'

export const Route = createFileRoute('/profile')({
  staticData: { title: 'Your Profile' },
  // No token, no call. preloadQuery never throws: the screen shows its error texts.
  // Offline, saved data shows at once.
  loader: ({ context }) =>
    hasToken() ? preloadQuery(context.queryClient, profileQueries.detail()) : undefined,
  pendingComponent: ProfilePending,
  component: ProfileScreen,
})
