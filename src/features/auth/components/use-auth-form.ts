import { useRef, useState, type ChangeEvent } from 'react'
import type { FieldErrors } from './auth-validation'

/** Errors for the fields that already show one; a field never turns red while being typed. */
function stillShown<Field extends string>(
  found: FieldErrors<Field>,
  shown: FieldErrors<Field>,
): FieldErrors<Field> {
  const kept: FieldErrors<Field> = {}
  for (const field of Object.keys(shown) as Field[]) {
    if (found[field]) kept[field] = found[field]
  }
  return kept
}

/**
 * Controlled values (kept after any failure), field errors tied to their inputs, and focus on
 * the first field in error. Fields are ordered as in `initial`.
 */
export function useAuthForm<Field extends string>(
  initial: Record<Field, string>,
  validate: (values: Record<Field, string>) => FieldErrors<Field>,
) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const inputs = useRef(new Map<Field, HTMLInputElement>())
  const order = Object.keys(initial) as Field[]

  function fieldProps(field: Field) {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = { ...values, [field]: event.target.value }
        setValues(next)
        setErrors((shown) => stillShown(validate(next), shown))
      },
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(field, input)
        else inputs.current.delete(field)
      },
    }
  }

  /** Shows every error; focuses the first field in error. True when the form may be sent. */
  function validateAll(): boolean {
    const found = validate(values)
    setErrors(found)
    const first = order.find((field) => found[field])
    if (first) inputs.current.get(first)?.focus()
    return first === undefined
  }

  return { values, fieldProps, validateAll }
}
