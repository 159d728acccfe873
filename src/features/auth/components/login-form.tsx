import { useLocation, useNavigate, useSearch } from '@tanstack/react-router'
import { PasswordField } from '@/components/password-field'
import { useForm } from '@/hooks/use-form'
import { useNeedsConnection } from '@/hooks/use-needs-connection'
import { m } from '@/paraglide/messages.js'
import { authFailureText } from '../api/auth-failure'
import { useLoginMutation } from '../api/login'
import { AuthForm } from './auth-form'
import { validateLogin } from './auth-validation'
import { EmailField } from './email-field'

export function LoginForm() {
  const navigate = useNavigate()
  // Set by Book Seat without a token and by a signed-out ticket, and kept through registering;
  // a login from the top bar goes Home.
  const { redirect } = useSearch({ from: '/login' })
  const registeredEmail = useLocation({ select: (location) => location.state.registeredEmail })
  const login = useLoginMutation()
  const connection = useNeedsConnection(m.auth_offline_logging_in())
  const form = useForm(
    { email: typeof registeredEmail === 'string' ? registeredEmail : '', password: '' },
    validateLogin,
  )

  function submit() {
    if (login.isInFlight() || !form.validateAll() || !connection.allows()) return
    login.mutate(
      { email: form.values.email.trim(), password: form.values.password },
      { onSuccess: () => void (redirect ? navigate({ href: redirect }) : navigate({ to: '/' })) },
    )
  }

  return (
    <AuthForm
      label={m.auth_login_title()}
      busyLabel={m.auth_logging_in()}
      busy={login.isPending}
      errorText={login.isError ? authFailureText(login.error, m.auth_login_failed()) : null}
      offlineText={connection.message}
      onSubmit={submit}
    >
      <EmailField {...form.fieldProps('email')} />
      <PasswordField
        label={m.auth_password_label()}
        toggleNoun={m.auth_password_name()}
        autoComplete="current-password"
        required
        {...form.fieldProps('password')}
      />
    </AuthForm>
  )
}
