import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, type FormEvent } from 'react'
import { useForm } from '@/hooks/use-form'
import { useNeedsConnection } from '@/hooks/use-needs-connection'
import { isInFlight } from '@/lib/in-flight'
import { m } from '@/paraglide/messages.js'
import { createGuestBooking, type GuestBookingRequest } from '../api/create-guest-booking'
import {
  clearBookingDraft,
  readBookingDraft,
  saveBookingDraft,
  type BookingDraft,
} from '../model/booking-draft'
import { buildBookingSummary } from '../model/booking-summary'
import { findMissingFields, missingFieldsText } from '../model/required-fields'

/** The pause between the success message and /payment (docs/product.md#guest-booking-form). */
const paymentDelayMs = 1500

const guestBookingKey = ['guest-booking', 'create'] as const

function toRequest(draft: BookingDraft): GuestBookingRequest {
  return {
    name: draft.name.trim(),
    idNumber: draft.idNumber.trim(),
    schoolId: draft.schoolId.trim(),
    from: draft.from.trim(),
    to: draft.to.trim(),
    vehicleType: draft.vehicleType,
  }
}

/** The guest form's state: the draft (mirrored to sessionStorage), validation, sending, moving on. */
export function useGuestBookingForm() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const connection = useNeedsConnection(m.guest_offline_action())
  const mutation = useMutation({
    mutationKey: guestBookingKey,
    mutationFn: createGuestBooking,
    // Here rather than in mutate(): it must run even if the traveller has left the form.
    onSuccess: clearBookingDraft,
  })
  // What was sent is what /payment shows: no edits while sending or after success.
  const busy = mutation.isPending || mutation.isSuccess
  const form = useForm<BookingDraft>(readBookingDraft, findMissingFields, {
    onChange: saveBookingDraft,
    readOnly: busy,
  })

  const submitted = mutation.isSuccess ? mutation.variables : undefined
  useEffect(() => {
    if (!submitted) return
    const timer = window.setTimeout(() => {
      void navigate({ to: '/payment', state: { bookingSummary: buildBookingSummary(submitted) } })
    }, paymentDelayMs)
    return () => window.clearTimeout(timer)
  }, [submitted, navigate])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isInFlight(queryClient, { mutationKey: guestBookingKey }) || busy) return
    if (!form.validateAll()) {
      mutation.reset()
      return
    }
    // Offline: nothing is sent and the draft stays as typed.
    if (!connection.allows()) return
    mutation.mutate(toRequest(form.values))
  }

  const showsMissing = Object.keys(form.errors).length > 0
  return {
    values: form.values,
    fieldProps: form.fieldProps,
    setValue: form.setValue,
    submit,
    busy,
    sending: mutation.isPending,
    errorText: showsMissing ? missingFieldsText() : mutation.isError ? m.guest_failure() : null,
    successText: mutation.isSuccess ? m.guest_success() : null,
    offlineText: connection.message,
  }
}
