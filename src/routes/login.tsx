import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router'
import { LoginScreen } from '@/features/auth/components/login-screen'
import { readLoginSearch, type LoginSearch } from '@/features/auth/model/login-search'

export const Route = createFileRoute('/login')({
  staticData: { title: 'Login' },
  validateSearch: (search: LoginSearch & SearchSchemaInput) => readLoginSearch(search),
  component: LoginScreen,
})
