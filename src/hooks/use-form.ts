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

/**
 * Controlled values (kept after any failure), field errors shown once the form is sent and tied
 * to their inputs, and focus on the first field in error. Fields are ordered as in `initial`.
 * Which fields show their error is state; the error itself is read at each render, so it is in
 * the active language.
 */
export function useForm<Values extends object>(
  initial: Values | (() => Values),
  validate: (values: Values) => FieldErrors<keyof Values & string>,
  { onChange, readOnly }: FormOptions<Values> = {},
) {
  type Field = keyof Values & string
  const [values, setValues] = useState(initial)
  const [shown, setShown] = useState<readonly Field[]>([])
  const inputs = useRef(new Map<Field, HTMLInputElement>())
  const found = validate(values)
  const errors: FieldErrors<Field> = {}
  for (const field of shown) errors[field] = found[field]

  function setValue<Changed extends Field>(field: Changed, value: Values[Changed]) {
    if (readOnly) return
    const next = { ...values, [field]: value }
    setValues(next)
    // A field never turns red while being typed; one that is put right stops showing its error.
    const stillWrong = validate(next)
    setShown((fields) => fields.filter((shownField) => stillWrong[shownField]))
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
    const inError = (Object.keys(values) as Field[]).filter((field) => found[field])
    setShown(inError)
    const first = inError[0]
    if (first) inputs.current.get(first)?.focus()
    return first === undefined
  }

  return { values, errors, fieldProps, setValue, validateAll }
}
