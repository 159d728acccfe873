import type { FieldErrors } from '@/hooks/use-form'

export const passwordsDoNotMatchText = 'Passwords do not match'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function emailError(email: string): string | undefined {
  if (email.trim() === '') return 'Enter your email address.'
  if (!emailPattern.test(email.trim())) return 'Enter a valid email address, like name@example.com.'
  return undefined
}

export interface LoginValues {
  email: string
  password: string
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return withoutEmpty({
    email: emailError(values.email),
    password: values.password === '' ? 'Enter your password.' : undefined,
  })
}

export interface RegisterValues {
  username: string
  email: string
  password: string
  confirmPassword: string
}

export function validateRegistration(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  let confirmPassword: string | undefined
  if (values.confirmPassword === '') confirmPassword = 'Confirm your password.'
  else if (values.password !== '' && values.confirmPassword !== values.password) {
    confirmPassword = passwordsDoNotMatchText
  }
  return withoutEmpty({
    username: values.username.trim() === '' ? 'Enter a username.' : undefined,
    email: emailError(values.email),
    password: values.password === '' ? 'Enter a password.' : undefined,
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
