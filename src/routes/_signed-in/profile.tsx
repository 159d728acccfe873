import { createFileRoute } from '@tanstack/react-router'
import { profileQueries } from '@/features/profile/api/get-profile'
import {
  ProfileLoadError,
  ProfilePending,
  ProfileScreen,
} from '@/features/profile/components/profile-screen'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/_signed-in/profile')({
  staticData: {
    title: m.common_title_profile,
    signedOut: { text: m.profile_signed_out, logIn: m.profile_log_in },
  },
  loader: ({ context }) => context.ensureIfSignedIn(profileQueries.detail()),
  pendingComponent: ProfilePending,
  errorComponent: ProfileLoadError,
  component: ProfileScreen,
})
