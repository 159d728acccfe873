import type { ComponentProps } from 'react'
import { FormField } from '@/components/form-field'
import { m } from '@/paraglide/messages.js'

type EmailFieldProps = Omit<ComponentProps<typeof FormField>, 'label' | 'type'>

/** The "Email" field of the login and register forms. */
export function EmailField(props: EmailFieldProps) {
  return (
    <FormField
      {...props}
      label={m.auth_email_label()}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
    />
  )
}
