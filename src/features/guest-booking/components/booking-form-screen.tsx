import { useRef, type ChangeEvent } from 'react'
import { FormAlert } from '@/components/form-alert'
import { FormField } from '@/components/form-field'
import { PageHeader } from '@/components/page-header'
import { useGuestBookingForm, type RequiredField } from '../hooks/use-guest-booking-form'
import { VehicleTypeField } from './vehicle-type-field'
import './guest-booking.css'

const missingFieldText: Record<RequiredField, string> = {
  name: 'Enter the passenger name.',
  from: 'Enter where you travel from.',
  to: 'Enter where you travel to.',
}

export function BookingFormScreen() {
  const nameInput = useRef<HTMLInputElement>(null)
  const fromInput = useRef<HTMLInputElement>(null)
  const toInput = useRef<HTMLInputElement>(null)
  const form = useGuestBookingForm((firstMissing) => {
    const input = { name: nameInput, from: fromInput, to: toInput }[firstMissing]
    input.current?.focus()
  })
  const { draft, update } = form

  const requiredProps = (field: RequiredField) => ({
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [field]: event.target.value }),
    'aria-required': true,
    // Beside the field and tied to it (aria-invalid, aria-describedby): on a phone the form's
    // own message near the button may be off screen when focus jumps up to the first field.
    error: form.isMissing(field) ? missingFieldText[field] : undefined,
    readOnly: form.busy,
  })

  return (
    <section className="page guest-booking" aria-labelledby="booking-form-title">
      <PageHeader title="Book Your Matatu" titleId="booking-form-title">
        <p className="page-header__lead">
          No account needed: tell us who is travelling and where to.
        </p>
      </PageHeader>
      <form
        className="form guest-booking__form"
        noValidate
        aria-busy={form.sending}
        onSubmit={form.submit}
      >
        <FormField label="Name" autoComplete="name" ref={nameInput} {...requiredProps('name')} />
        <FormField
          label="ID number/passport (optional)"
          value={draft.idNumber}
          onChange={(event) => update({ idNumber: event.target.value })}
          autoComplete="off"
          readOnly={form.busy}
        />
        <FormField
          label="School ID if student (optional)"
          value={draft.schoolId}
          onChange={(event) => update({ schoolId: event.target.value })}
          autoComplete="off"
          readOnly={form.busy}
        />
        <FormField label="From" hint="e.g. Nairobi" ref={fromInput} {...requiredProps('from')} />
        <FormField label="To" hint="e.g. Mombasa" ref={toInput} {...requiredProps('to')} />
        <VehicleTypeField
          value={draft.vehicleType}
          onChange={(vehicleType) => update({ vehicleType })}
          readOnly={form.busy}
        />
        <div className="guest-booking__submit">
          <FormAlert text={form.errorText} tone="error" />
          <FormAlert
            text={form.successText ?? (form.sending ? 'Sending your booking...' : null)}
            tone="success"
          />
          <button type="submit" className="button" disabled={form.busy}>
            Submit Booking
          </button>
        </div>
      </form>
    </section>
  )
}
