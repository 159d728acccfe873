import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '../features/auth/components/login-screen'

export const Route = createFileRoute('/login')({
  staticData: { title: 'Login' },
  component: LoginScreen,
})
