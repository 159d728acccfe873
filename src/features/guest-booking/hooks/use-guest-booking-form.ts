import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { createGuestBooking, type GuestBookingRequest } from '../api/create-guest-booking'
import {
  clearBookingDraft,
  readBookingDraft,
  saveBookingDraft,
  type BookingDraft,
} from '../model/booking-draft'
import { buildBookingSummary } from '../model/booking-summary'

export const requiredFields = ['name', 'from', 'to'] as const
export type RequiredField = (typeof requiredFields)[number]

export const validationMessage = 'Please fill in name, from and to fields.'
export const failureMessage = 'Something went wrong. Try again later.'
export const successMessage = 'Booking info submitted!'
/** SPEC.md point 9: the pause between the success message and /payment. */
export const paymentDelayMs = 1500

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
export function useGuestBookingForm(onInvalid: (firstMissing: RequiredField) => void) {
  const navigate = useNavigate()
  const [draft, setDraft] = useState(readBookingDraft)
  const [attempted, setAttempted] = useState(false)
  const sending = useRef(false)
  const mutation = useMutation({
    mutationFn: createGuestBooking,
    // Here rather than in mutate(): it must run even if the traveller has left the form.
    onSuccess: clearBookingDraft,
  })

  const busy = mutation.isPending || mutation.isSuccess
  const missing = requiredFields.filter((field) => draft[field].trim() === '')
  const submitted = mutation.isSuccess ? mutation.variables : undefined

  useEffect(() => {
    if (!submitted) return
    const timer = window.setTimeout(() => {
      void navigate({ to: '/payment', state: { bookingSummary: buildBookingSummary(submitted) } })
    }, paymentDelayMs)
    return () => window.clearTimeout(timer)
  }, [submitted, navigate])

  const update = (patch: Partial<BookingDraft>) => {
    // What was sent is what /payment shows: no edits while sending or after success.
    if (busy) return
    const next = { ...draft, ...patch }
    setDraft(next)
    saveBookingDraft(next)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current || busy) return
    setAttempted(true)
    const [firstMissing] = missing
    if (firstMissing) {
      mutation.reset()
      onInvalid(firstMissing)
      return
    }
    sending.current = true
    mutation.mutate(toRequest(draft), {
      onSettled: () => {
        sending.current = false
      },
    })
  }

  const errorText = attempted && missing.length > 0 ? validationMessage : null
  return {
    draft,
    update,
    submit,
    isMissing: (field: RequiredField) => attempted && missing.includes(field),
    busy,
    sending: mutation.isPending,
    errorText: errorText ?? (mutation.isError ? failureMessage : null),
    successText: mutation.isSuccess ? successMessage : null,
  }
}
