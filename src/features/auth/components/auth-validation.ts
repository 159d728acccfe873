import type { FieldErrors } from '@/hooks/use-form'
import { m } from '@/paraglide/messages.js'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function emailError(email: string): string | undefined {
  if (email.trim() === '') return m.auth_enter_email()
  if (!emailPattern.test(email.trim())) return m.auth_invalid_email()
  return undefined
}

interface LoginValues {
  email: string
  password: string
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return withoutEmpty({
    email: emailError(values.email),
    password: values.password === '' ? m.auth_enter_your_password() : undefined,
  })
}

interface RegisterValues {
  username: string
  email: string
  password: string
  confirmPassword: string
}

export function validateRegistration(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  let confirmPassword: string | undefined
  if (values.confirmPassword === '') confirmPassword = m.auth_confirm_your_password()
  else if (values.password !== '' && values.confirmPassword !== values.password) {
    confirmPassword = m.auth_passwords_do_not_match()
  }
  return withoutEmpty({
    username: values.username.trim() === '' ? m.auth_enter_username() : undefined,
    email: emailError(values.email),
    password: values.password === '' ? m.auth_enter_password() : undefined,
    confirmPassword,
  })
}

function withoutEmpty<Field extends string>(
  errors: Record<Field, string | undefined>,
): FieldErrors<Field> {
  const found: FieldErrors<Field> = {}
  for (const field of Object.keys(errors) as Field[]) {
    if (errors[field]) found[field] = errors[field]
  }
  return found
}
