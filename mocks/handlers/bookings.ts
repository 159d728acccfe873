import { http, type HttpHandler } from 'msw'
import type { MockBackend } from '../mock-backend'
import type { StoreResult } from '../mock-types'
import { apiCall, authedApiCall, integer, json, readJsonObject, text } from './api-call'
import { presentBooking, presentBookingList } from './present'

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

function envelopeRefusal(result: StoreResult<unknown> & { ok: false }): Response {
  return json({ success: false, message: result.message }, result.status)
}

/**
 * The bookings API. POST `/api/bookings/` (trailing slash, token) books seats on a bus; POST
 * `/api/bookings` (no slash, no token) is the guest form. MSW matches both paths to either
 * pattern, so one handler tells them apart by the trailing slash.
 */
export function bookingHandlers(baseUrl: string, backend: MockBackend): HttpHandler[] {
  const bookSeats = authedApiCall(backend, 'bookSeats', async ({ request, user }) => {
    const body = await readJsonObject(request)
    if (!body) return json({ message: 'Invalid JSON body' }, 400)
    const result = backend.db.bookSeats(user.id, integer(body.bus_id), integer(body.seats))
    if (!result.ok) return json({ message: result.message }, result.status)
    const booking = result.value
    return json(
      {
        message: `Booked ${plural(booking.seats_booked, 'seat')} on ${booking.bus_name}`,
        booking: presentBooking(booking, backend.getScenario()),
      },
      201,
    )
  })

  const guestBooking = apiCall(backend, 'guestBooking', async ({ request }) => {
    const body = await readJsonObject(request)
    if (!body) return json({ success: false, message: 'Invalid JSON body' }, 400)
    const result = backend.db.addGuestBooking({
      name: text(body.name),
      idNumber: text(body.idNumber),
      schoolId: text(body.schoolId),
      from: text(body.from),
      to: text(body.to),
      vehicleType: text(body.vehicleType) || 'shuttle',
    })
    if (!result.ok) return envelopeRefusal(result)
    return json({ success: true, message: 'Booking info received', booking: result.value }, 201)
  })

  return [
    http.post(`${baseUrl}/api/bookings`, (info) =>
      new URL(info.request.url).pathname.endsWith('/') ? bookSeats(info) : guestBooking(info),
    ),

    http.get(
      `${baseUrl}/api/bookings`,
      authedApiCall(backend, 'bookings', ({ user }) =>
        json(presentBookingList(backend.db.bookingsOf(user.id), backend.getScenario())),
      ),
    ),

    http.put(
      `${baseUrl}/api/bookings/:id`,
      authedApiCall(backend, 'updateBooking', async ({ request, params, user }) => {
        const bookingId = integer(params.id)
        const booking = backend.db.bookingsOf(user.id).find((own) => own.booking_id === bookingId)
        if (!booking) return json({ success: false, message: 'Booking not found' }, 404)
        const body = await readJsonObject(request)
        if (!body) return json({ success: false, message: 'Invalid JSON body' }, 400)
        const seats = body.seats ?? body.seats_booked
        const result =
          seats === undefined
            ? { ok: true as const, value: booking }
            : backend.db.updateBooking(user.id, bookingId, integer(seats))
        if (!result.ok) return envelopeRefusal(result)
        return json({
          success: true,
          booking: presentBooking(result.value, backend.getScenario()),
          message: 'Booking updated',
        })
      }),
    ),

    http.delete(
      `${baseUrl}/api/bookings/:id`,
      authedApiCall(backend, 'cancelBooking', ({ params, user }) => {
        const result = backend.db.cancelBooking(user.id, integer(params.id))
        if (!result.ok) return envelopeRefusal(result)
        return json({ success: true, message: 'Booking cancelled' })
      }),
    ),
  ]
}
