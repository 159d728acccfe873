import { useNavigate, useSearch } from '@tanstack/react-router'
import { FormField } from '@/components/form-field'
import { PasswordField } from '@/components/password-field'
import { useForm } from '@/hooks/use-form'
import { useNeedsConnection } from '@/hooks/use-needs-connection'
import { m } from '@/paraglide/messages.js'
import { authFailureText } from '../api/auth-failure'
import { useRegisterMutation } from '../api/register'
import { AuthForm } from './auth-form'
import { validateRegistration } from './auth-validation'
import { EmailField } from './email-field'

const emptyRegistration = { username: '', email: '', password: '', confirmPassword: '' }

export function RegisterForm() {
  const navigate = useNavigate()
  // Where the login that led here was to go back to: the login after registering does.
  const { redirect } = useSearch({ from: '/register' })
  const register = useRegisterMutation()
  const connection = useNeedsConnection(m.auth_offline_registering())
  const form = useForm(emptyRegistration, validateRegistration)

  function submit() {
    if (register.isInFlight() || !form.validateAll() || !connection.allows()) return
    const { username, email, password } = form.values
    register.mutate(
      { username: username.trim(), email: email.trim(), password },
      // Registration does not log in: the login screen says it worked, with the email filled
      // in (router state, never the address).
      {
        onSuccess: () =>
          void navigate({
            to: '/login',
            search: { registered: true, redirect },
            state: (state) => ({ ...state, registeredEmail: email.trim() }),
          }),
      },
    )
  }

  return (
    <AuthForm
      label={m.auth_register_title()}
      busyLabel={m.auth_registering()}
      busy={register.isPending}
      errorText={
        register.isError ? authFailureText(register.error, m.auth_registration_failed()) : null
      }
      offlineText={connection.message}
      onSubmit={submit}
    >
      <FormField
        label={m.auth_username_label()}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.fieldProps('username')}
      />
      <EmailField {...form.fieldProps('email')} />
      <PasswordField
        label={m.auth_password_label()}
        toggleNoun={m.auth_password_name()}
        autoComplete="new-password"
        required
        {...form.fieldProps('password')}
      />
      <PasswordField
        label={m.auth_confirm_password_label()}
        toggleNoun={m.auth_confirm_password_name()}
        autoComplete="new-password"
        required
        {...form.fieldProps('confirmPassword')}
      />
    </AuthForm>
  )
}
