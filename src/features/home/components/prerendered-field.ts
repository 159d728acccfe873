interface PrerenderedField {
  value: string
  focused: boolean
}

/**
 * What the traveller typed into a field of the prerendered page before the app took over, and
 * whether it had focus: the app renders the form anew, and would otherwise drop both.
 */
export function readPrerenderedField(formId: string, name: string): PrerenderedField {
  if (typeof document === 'undefined') return { value: '', focused: false }
  const field = document.getElementById(formId)?.querySelector(`input[name="${name}"]`)
  if (!(field instanceof HTMLInputElement)) return { value: '', focused: false }
  return { value: field.value, focused: field === document.activeElement }
}
