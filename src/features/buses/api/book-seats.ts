import * as z from 'zod/mini'
import { ApiError } from '@/lib/api-error'
import { requestJson } from '@/lib/http-client'
import type { Bus } from './bus-schema'

/** DESIGN.md §5: the answer is `{message, ...}`; an explicit `success: false` is a refusal. */
const bookSeatsResponseSchema = z.looseObject({
  message: z.string(),
  success: z.optional(z.boolean()),
})

export interface SeatBookingRequest {
  busId: Bus['id']
  seats: number
}

/** POST /api/bookings/ (trailing slash, bearer token); returns the server's message. */
export async function bookSeats({ busId, seats }: SeatBookingRequest): Promise<string> {
  const response = await requestJson('api/bookings/', bookSeatsResponseSchema, {
    method: 'post',
    json: { bus_id: busId, seats },
    auth: true,
  })
  if (response.success === false) throw new ApiError(response.message || 'Booking failed')
  return response.message.trim() || `Booked ${seats} ${seats === 1 ? 'seat' : 'seats'}.`
}
