import { createFileRoute } from '@tanstack/react-router'
import { preloadQuery } from '@/lib/route-query'
import { hasToken } from '@/lib/session-store'
import { profileQueries } from '@/features/profile/api/get-profile'
import { ProfileScreen, ProfilePending } from '@/features/profile/components/profile-screen'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/profile')({
  staticData: { title: m.common_title_profile },
  // No token, no call. preloadQuery never throws: the screen shows its error texts.
  // Offline, saved data shows at once.
  loader: ({ context }) =>
    hasToken() ? preloadQuery(context.queryClient, profileQueries.detail()) : undefined,
  pendingComponent: ProfilePending,
  component: ProfileScreen,
})
