import * as z from 'zod/mini'
import { UnexpectedResponseError } from '@/lib/api-error'
import { requestJson } from '@/lib/http-client'
import type { VehicleType } from '../model/vehicle-types'

export interface GuestBookingRequest {
  name: string
  idNumber: string
  schoolId: string
  from: string
  to: string
  vehicleType: VehicleType
}

/** The backend's answer is only logged in the original app: any 2xx body is a success. */
const guestBookingResponseSchema = z.unknown()

/** POST api/bookings (no trailing slash, no token): the guest form's one call. */
export async function createGuestBooking(request: GuestBookingRequest): Promise<void> {
  try {
    await requestJson('api/bookings', guestBookingResponseSchema, {
      method: 'post',
      json: request,
    })
  } catch (error) {
    // Thrown only for a 2xx whose body is not JSON; the booking was still accepted.
    if (error instanceof UnexpectedResponseError) return
    throw error
  }
}
