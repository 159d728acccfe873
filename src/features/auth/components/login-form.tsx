import type { FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { FormAlert } from '@/components/form-alert'
import { FormField } from '@/components/form-field'
import { PasswordField } from '@/components/password-field'
import { authFailureText } from '../api/auth-failure'
import { useLoginMutation } from '../api/login'
import { validateLogin } from './auth-validation'
import { useAuthForm } from './use-auth-form'

export function LoginForm() {
  const navigate = useNavigate()
  const login = useLoginMutation()
  const form = useAuthForm({ email: '', password: '' }, validateLogin)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (login.isInFlight() || !form.validateAll()) return
    login.mutate(
      { email: form.values.email.trim(), password: form.values.password },
      { onSuccess: () => void navigate({ to: '/' }) },
    )
  }

  return (
    <form className="form auth-form" noValidate onSubmit={submit} aria-label="Login">
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
        autoComplete="current-password"
        required
        {...form.fieldProps('password')}
      />
      <FormAlert tone="error" text={login.isError ? authFailureText(login.error) : null} />
      <button
        type="submit"
        className="button auth-form__submit"
        aria-disabled={login.isPending || undefined}
      >
        {login.isPending ? 'Logging in...' : 'Login'}
      </button>
    </form>
  )
}
