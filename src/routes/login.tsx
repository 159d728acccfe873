import { createFileRoute } from '@tanstack/react-router'
import { LoginScreen } from '@/features/auth/components/login-screen'
import { loginSearchSchema } from '@/features/auth/model/login-search'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/login')({
  staticData: { title: m.common_title_login },
  validateSearch: loginSearchSchema,
  component: LoginScreen,
})
