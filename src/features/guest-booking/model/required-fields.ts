import type { FieldErrors } from '@/hooks/use-form'
import { m } from '@/paraglide/messages.js'
import type { BookingDraft } from './booking-draft'

const requiredFields = ['name', 'from', 'to'] as const
type RequiredField = (typeof requiredFields)[number]

/** The form's own message, near the button, while any required field is missing. */
export const missingFieldsText = m.guest_missing_fields

// Also beside each field: on a phone the form's message near the button may be off screen when
// focus jumps up to the first missing field.
const missingFieldText: Record<RequiredField, () => string> = {
  name: m.guest_missing_name,
  from: m.guest_missing_from,
  to: m.guest_missing_to,
}

/** Name, from and to must hold more than spaces; the other fields are optional. */
export function findMissingFields(draft: BookingDraft): FieldErrors<RequiredField> {
  const missing: FieldErrors<RequiredField> = {}
  for (const field of requiredFields) {
    if (draft[field].trim() === '') missing[field] = missingFieldText[field]()
  }
  return missing
}
