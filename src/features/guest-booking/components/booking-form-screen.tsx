import { ConnectionNeeded } from '@/components/connection-needed'
import { FormAlert } from '@/components/form-alert'
import { FormField } from '@/components/form-field'
import { PageHeader } from '@/components/page-header'
import { m } from '@/paraglide/messages.js'
import { useGuestBookingForm } from '../hooks/use-guest-booking-form'
import { VehicleTypeField } from './vehicle-type-field'
import './guest-booking.css'

export function BookingFormScreen() {
  const form = useGuestBookingForm()
  return (
    <section className="page guest-booking" aria-labelledby="booking-form-title">
      <PageHeader title={m.guest_title()} titleId="booking-form-title">
        <p className="page-header__lead">{m.guest_lead()}</p>
      </PageHeader>
      <form
        className="form guest-booking__form"
        noValidate
        aria-busy={form.sending}
        onSubmit={form.submit}
      >
        <FormField
          label={m.guest_name_label()}
          autoComplete="name"
          aria-required
          {...form.fieldProps('name')}
        />
        <FormField
          label={m.guest_id_number_label()}
          autoComplete="off"
          {...form.fieldProps('idNumber')}
        />
        <FormField
          label={m.guest_school_id_label()}
          autoComplete="off"
          {...form.fieldProps('schoolId')}
        />
        <FormField
          label={m.guest_from_label()}
          hint={m.guest_from_hint()}
          aria-required
          {...form.fieldProps('from')}
        />
        <FormField
          label={m.guest_to_label()}
          hint={m.guest_to_hint()}
          aria-required
          {...form.fieldProps('to')}
        />
        <VehicleTypeField
          value={form.values.vehicleType}
          onChange={(vehicleType) => form.setValue('vehicleType', vehicleType)}
          readOnly={form.busy}
        />
        <div className="guest-booking__submit">
          <FormAlert text={form.errorText} tone="error" />
          <ConnectionNeeded message={form.offlineText} />
          <FormAlert
            text={form.successText ?? (form.sending ? m.guest_sending() : null)}
            tone="success"
          />
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus
              while the form is sent and for the 1.5 s before /payment. Sending is refused then. */}
          <button type="submit" className="button" aria-disabled={form.busy || undefined}>
            {m.guest_submit()}
          </button>
        </div>
      </form>
    </section>
  )
}
