import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { LoginScreen } from '@/features/auth/components/login-screen'
import { readLoginSearch, type LoginSearch } from '@/features/auth/model/login-search'
import { m } from '@/paraglide/messages.js'

export const Route = createFileRoute('/login')({
  staticData: { title: m.common_title_login },
  validateSearch: (search: LoginSearch & SearchSchemaInput) => readLoginSearch(search),
  component: LoginScreen,
})
