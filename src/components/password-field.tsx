import { useState, type ComponentProps } from 'react'
import { FormField } from './form-field'
import { m } from '@/paraglide/messages.js'

type PasswordFieldProps = Omit<ComponentProps<typeof FormField>, 'type' | 'trailing'>

/** A password input with a Show/Hide button whose label says what it will do. */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <FormField
      {...props}
      label={label}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="form-field__toggle"
          aria-label={
            visible
              ? m.common_password_hide_label({ field: label.toLowerCase() })
              : m.common_password_show_label({ field: label.toLowerCase() })
          }
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? m.common_password_hide() : m.common_password_show()}
        </button>
      }
    />
  )
}
