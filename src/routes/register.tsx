import { createFileRoute } from '@tanstack/react-router'
import { RegisterScreen } from '@/features/auth/components/register-screen'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/register')({
  staticData: { title: m.common_title_register },
  component: RegisterScreen,
})
