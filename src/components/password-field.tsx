import { useState, type ComponentProps } from 'react'
import { FormField } from './form-field'
import { m } from '@/paraglide/messages.js'

type PasswordFieldProps = Omit<ComponentProps<typeof FormField>, 'type' | 'trailing'> & {
  /**
   * What the field holds, as a noun for the Show/Hide button's accessible name ("password",
   * "password confirmation"): the label may be a phrase that does not fit there, such as
   * "Confirm password", which Kiswahili says with a verb.
   */
  toggleNoun: string
}

/** A password input with a Show/Hide button whose label says what it will do. */
export function PasswordField({ toggleNoun, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="form-field__toggle"
          aria-label={
            visible
              ? m.common_password_hide_label({ field: toggleNoun })
              : m.common_password_show_label({ field: toggleNoun })
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
