import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '@/features/auth/components/register-screen'
import { registerSearchSchema } from '@/features/auth/model/login-search'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/register')({
  staticData: { title: m.common_title_register },
  validateSearch: registerSearchSchema,
  component: RegisterScreen,
})
