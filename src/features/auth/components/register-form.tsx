import type { FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { FormAlert } from '@/components/form-alert'
import { FormField } from '@/components/form-field'
import { PasswordField } from '@/components/password-field'
import { authFailureText } from '../api/auth-failure'
import { useRegisterMutation } from '../api/register'
import { validateRegistration } from './auth-validation'
import { useAuthForm } from './use-auth-form'

const emptyRegistration = { username: '', email: '', password: '', confirmPassword: '' }

export function RegisterForm() {
  const navigate = useNavigate()
  const register = useRegisterMutation()
  const form = useAuthForm(emptyRegistration, validateRegistration)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (register.isInFlight() || !form.validateAll()) return
    const { username, email, password } = form.values
    register.mutate(
      { username: username.trim(), email: email.trim(), password },
      // Registration does not log in (SPEC.md point 4): the login screen says it worked.
      { onSuccess: () => void navigate({ to: '/login', search: { registered: true } }) },
    )
  }

  return (
    <form className="form auth-form" noValidate onSubmit={submit} aria-label="Register">
      <FormField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.fieldProps('username')}
      />
      <FormField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        {...form.fieldProps('email')}
      />
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
      <FormAlert tone="error" text={register.isError ? authFailureText(register.error) : null} />
      <button
        type="submit"
        className="button auth-form__submit"
        aria-disabled={register.isPending || undefined}
      >
        {register.isPending ? 'Registering...' : 'Register'}
      </button>
    </form>
  )
}
