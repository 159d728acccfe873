import type { FormEvent, ReactNode } from 'react'
import { ConnectionNeeded } from '@/components/connection-needed'
import { FormAlert } from '@/components/form-alert'

interface AuthFormProps {
  /** What the form does ('Login'): its accessible name and its button's text. */
  label: string
  /** The button's text while the form is being sent. */
  busyLabel: string
  busy: boolean
  /** Why the last attempt failed, shown above the button. */
  errorText: string | null
  /** Why the last tap sent nothing: there is no connection (src/hooks/use-needs-connection.ts). */
  offlineText: string | null
  onSubmit: () => void
  children: ReactNode
}

/** The login and register forms' frame: their fields, the failure, and the submit button. */
export function AuthForm({
  label,
  busyLabel,
  busy,
  errorText,
  offlineText,
  onSubmit,
  children,
}: AuthFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit()
  }

  return (
    <form className="form auth-form" noValidate onSubmit={submit} aria-label={label}>
      {children}
      <FormAlert tone="error" text={errorText} />
      <ConnectionNeeded message={offlineText} />
      <button type="submit" className="button auth-form__submit" aria-disabled={busy || undefined}>
        {busy ? busyLabel : label}
      </button>
    </form>
  )
}
