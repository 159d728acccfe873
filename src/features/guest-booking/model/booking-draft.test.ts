import { describe, expect, it } from 'vitest'
import {
  bookingDraftKey,
  clearBookingDraft,
  emptyBookingDraft,
  readBookingDraft,
  saveBookingDraft,
} from './booking-draft'

const draft = {
  name: 'Amina Otieno',
  idNumber: '12345678',
  schoolId: 'UON-42',
  from: 'Nairobi',
  to: 'Kisumu',
  vehicleType: 'normal' as const,
}

describe('booking draft', () => {
  it('is empty, with Shuttle chosen, when nothing is saved; saves to sessionStorage and reads back; is removed when cleared, and when saved back to empty; drops unknown keys from a stored value', () => {
    expect(readBookingDraft()).toEqual({ ...emptyBookingDraft, vehicleType: 'shuttle' })
    saveBookingDraft(draft)
    expect(window.sessionStorage.getItem(bookingDraftKey)).not.toBeNull()
    expect(window.localStorage.getItem(bookingDraftKey)).toBeNull()
    expect(readBookingDraft()).toEqual(draft)
    saveBookingDraft(draft)
    clearBookingDraft()
    expect(window.sessionStorage.getItem(bookingDraftKey)).toBeNull()

    saveBookingDraft(draft)
    saveBookingDraft({ ...emptyBookingDraft })
    expect(window.sessionStorage.getItem(bookingDraftKey)).toBeNull()
    window.sessionStorage.setItem(bookingDraftKey, JSON.stringify({ ...draft, extra: 'x' }))
    expect(readBookingDraft()).toEqual(draft)
  })

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ name: 42 })],
    ['an unknown vehicle type', JSON.stringify({ ...draft, vehicleType: 'boda' })],
    ['null', 'null'],
  ])('ignores a stored value that is %s', (_case, text) => {
    window.sessionStorage.setItem(bookingDraftKey, text)
    expect(readBookingDraft()).toEqual(emptyBookingDraft)
  })
})
