import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown next to the field and tied to it (aria-describedby, aria-invalid). */
  error?: string
  hint?: string
  /** Rendered after the input inside the same row, e.g. a Show/Hide button. */
  trailing?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export function FormField({ label, error, hint, trailing, ref, ...inputProps }: FormFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <div className="form-field__control">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...inputProps}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
