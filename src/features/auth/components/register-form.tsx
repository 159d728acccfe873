import { useNavigate } from '@tanstack/react-router'
import { FormField } from '@/components/form-field'
import { PasswordField } from '@/components/password-field'
import { useForm } from '@/hooks/use-form'
import { useNeedsConnection } from '@/hooks/use-needs-connection'
import { authFailureText } from '../api/auth-failure'
import { registrationFailedText, useRegisterMutation } from '../api/register'
import { AuthForm } from './auth-form'
import { validateRegistration } from './auth-validation'
import { EmailField } from './email-field'

const emptyRegistration = { username: '', email: '', password: '', confirmPassword: '' }

export function RegisterForm() {
  const navigate = useNavigate()
  const register = useRegisterMutation()
  const connection = useNeedsConnection('Registering')
  const form = useForm(emptyRegistration, validateRegistration)

  function submit() {
    if (register.isInFlight() || !form.validateAll() || !connection.allows()) return
    const { username, email, password } = form.values
    register.mutate(
      { username: username.trim(), email: email.trim(), password },
      // Registration does not log in: the login screen says it worked.
      { onSuccess: () => void navigate({ to: '/login', search: { registered: true } }) },
    )
  }

  return (
    <AuthForm
      label="Register"
      busyLabel="Registering..."
      busy={register.isPending}
      errorText={register.isError ? authFailureText(register.error, registrationFailedText) : null}
      offlineText={connection.message}
      onSubmit={submit}
    >
      <FormField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.fieldProps('username')}
      />
      <EmailField {...form.fieldProps('email')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        {...form.fieldProps('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        {...form.fieldProps('confirmPassword')}
      />
    </AuthForm>
  )
}
