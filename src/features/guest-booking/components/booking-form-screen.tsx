import { ConnectionNeeded } from '@/components/connection-needed'
import { FormAlert } from '@/components/form-alert'
import { FormField } from '@/components/form-field'
import { PageHeader } from '@/components/page-header'
import { useGuestBookingForm } from '../hooks/use-guest-booking-form'
import { VehicleTypeField } from './vehicle-type-field'
import './guest-booking.css'

export function BookingFormScreen() {
  const form = useGuestBookingForm()
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
        <FormField label="Name" autoComplete="name" aria-required {...form.fieldProps('name')} />
        <FormField
          label="ID number/passport (optional)"
          autoComplete="off"
          {...form.fieldProps('idNumber')}
        />
        <FormField
          label="School ID if student (optional)"
          autoComplete="off"
          {...form.fieldProps('schoolId')}
        />
        <FormField label="From" hint="e.g. Nairobi" aria-required {...form.fieldProps('from')} />
        <FormField label="To" hint="e.g. Mombasa" aria-required {...form.fieldProps('to')} />
        <VehicleTypeField
          value={form.values.vehicleType}
          onChange={(vehicleType) => form.setValue('vehicleType', vehicleType)}
          readOnly={form.busy}
        />
        <div className="guest-booking__submit">
          <FormAlert text={form.errorText} tone="error" />
          <ConnectionNeeded message={form.offlineText} />
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
