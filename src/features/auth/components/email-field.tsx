import type { ComponentProps } from 'react'
import { FormField } from '@/components/form-field'

type EmailFieldProps = Omit<ComponentProps<typeof FormField>, 'label' | 'type'>

/** The "Email" field of the login and register forms. */
export function EmailField(props: EmailFieldProps) {
  return (
    <FormField
      {...props}
      label="Email"
      type="email"
      inputMode="email"
      autoComplete="email"
      required
    />
  )
}
