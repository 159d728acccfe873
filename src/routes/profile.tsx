import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../features/profile/components/profile-screen'

export const Route = createFileRoute('/profile')({
  staticData: { title: 'Your Profile' },
  component: ProfileScreen,
})
