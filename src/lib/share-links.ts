import { m } from '@/paraglide/messages.js'

/** What a Share button hands over: the share sheet's title and the message itself. */
export interface ShareContent {
  title: string
  text: string
}

/** WhatsApp's click-to-chat address with the message filled in (the traveller picks the chat). */
export function whatsAppHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}

/** A new SMS with the body filled in; `?&body=` is the form both Android and iOS read. */
export function smsHref(text: string): string {
  return `sms:?&body=${encodeURIComponent(text)}`
}

/** The share sheet's title for a booking, from My Bookings or /payment alike. */
export function bookingShareTitle(): string {
  return m.common_booking_share_title()
}
