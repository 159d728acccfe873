import { m } from '@/paraglide/messages.js'
import { ApiError } from './api-error'

/**
 * The backend's own words that the app knows (what its contract and the mock backend send, and
 * the HTTP status texts of the failures a phone meets most), each with its message: in English
 * the message is the server's text word for word, in Kiswahili its translation
 * (docs/product.md#errors). Keyed by the text exactly as the server sends it.
 */
export const knownServerTexts: Readonly<Record<string, () => string>> = {
  'Invalid email or password': m.common_server_invalid_login,
  'Email and password are required': m.common_server_login_fields_required,
  'Username, email and password are required': m.common_server_register_fields_required,
  'Email is already registered': m.common_server_email_registered,
  'Booking not found': m.common_server_booking_not_found,
  'User not found': m.common_server_user_not_found,
  'Invalid JSON body': m.common_server_invalid_body,
  Unauthorized: m.common_server_unauthorized,
  'Not found': m.common_server_not_found,
  'Internal Server Error': m.common_server_internal_error,
  // HTTP's own status texts, which the profile's error shows.
  'Not Found': m.common_server_not_found_status,
  'Bad Gateway': m.common_server_bad_gateway,
  'Service Unavailable': m.common_server_unavailable,
  'Gateway Timeout': m.common_server_gateway_timeout,
}

/** The server's words in the active language when the app knows them, else as they came. */
export function inActiveLanguage(serverText: string): string {
  return Object.hasOwn(knownServerTexts, serverText) ? knownServerTexts[serverText]!() : serverText
}

/**
 * The one rule for a failed call's screen text: the server's own words when it sent any (in the
 * active language when the app knows them, else as they came), else the screen's fallback
 * (docs/product.md#errors). Not in api-error.ts: only the screens that show the server's words
 * load the table.
 */
export function failureText(error: unknown, fallback: string): string {
  const serverText = error instanceof ApiError ? error.serverText : undefined
  return serverText ? inActiveLanguage(serverText) : fallback
}
