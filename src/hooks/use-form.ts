import { useRef, useState, type ChangeEvent } from 'react'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

/** The fields that hold text, the ones `fieldProps` ties to an input. */
type TextField<Values> = {
  [Field in keyof Values]: Values[Field] extends string ? Field : never
}[keyof Values] &
  string

interface FormOptions<Values> {
  /** Called with the values after every change, e.g. to keep a draft. */
  onChange?: (values: Values) => void
  /** The inputs are read-only and changes are ignored, e.g. while the form is being sent. */
  readOnly?: boolean
}

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
 * Controlled values (kept after any failure), field errors shown once the form is sent and tied
 * to their inputs, and focus on the first field in error. Fields are ordered as in `initial`.
 */
export function useForm<Values extends object>(
  initial: Values | (() => Values),
  validate: (values: Values) => FieldErrors<keyof Values & string>,
  { onChange, readOnly }: FormOptions<Values> = {},
) {
  type Field = keyof Values & string
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const inputs = useRef(new Map<Field, HTMLInputElement>())

  function setValue<Changed extends Field>(field: Changed, value: Values[Changed]) {
    if (readOnly) return
    const next = { ...values, [field]: value }
    setValues(next)
    setErrors((shown) => stillShown(validate(next), shown))
    onChange?.(next)
  }

  function fieldProps(field: TextField<Values>) {
    return {
      name: field,
      value: values[field] as string,
      error: errors[field],
      readOnly,
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValue(field, event.target.value as Values[typeof field]),
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
    const first = (Object.keys(values) as Field[]).find((field) => found[field])
    if (first) inputs.current.get(first)?.focus()
    return first === undefined
  }

  return { values, errors, fieldProps, setValue, validateAll }
}
