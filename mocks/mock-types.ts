/** The mock backend's data, kept as plain JSON so the browser can persist it. */

export interface UserRecord {
  id: number
  username: string
  email: string
  /** Plain text: this is a mock for QA, never a real account store. */
  password: string
  /** '/uploads/<file>' once a picture is uploaded. */
  profile_picture: string | null
}

export interface BusRecord {
  id: number
  name: string
  route: string
  /** Departure time; null shows as TBA. */
  time: string | null
  /** KES per seat. */
  price: number
  /** Seats still available. */
  seats: number
  /** Server-relative path; null shows the app's placeholder. */
  image_url: string | null
}

export interface BookingRecord {
  booking_id: number
  user_id: number
  bus_id: number
  bus_name: string
  route: string
  seats_booked: number
  total_price: number
}

export interface GuestBookingRecord {
  id: number
  name: string
  idNumber: string
  schoolId: string
  from: string
  to: string
  vehicleType: string
}

export interface PictureRecord {
  user_id: number
  contentType: string
  /** The file's bytes, base64-encoded. */
  base64: string
}

export interface SeedOptions {
  busCount: number
  /** Bookings seeded for brian. */
  bookingCount: number
}

export const STATE_VERSION = 1

export interface MockState {
  version: typeof STATE_VERSION
  seed: SeedOptions
  users: UserRecord[]
  /** token → user id */
  tokens: Record<string, number>
  buses: BusRecord[]
  bookings: BookingRecord[]
  guestBookings: GuestBookingRecord[]
  /** file name → picture */
  pictures: Record<string, PictureRecord>
  nextId: { user: number; booking: number; guestBooking: number; picture: number }
}

/** What a store operation gives back: a value, or the HTTP status and message of a refusal. */
export type StoreResult<T> = { ok: true; value: T } | { ok: false; status: number; message: string }

export function refused(
  status: number,
  message: string,
): { ok: false; status: number; message: string } {
  return { ok: false, status, message }
}
