import { describe, expect, it } from 'vitest'
import { mockDb } from './node'
import { api, loginAs } from './test-api'

const guest = {
  name: 'Achieng Otieno',
  idNumber: '',
  schoolId: 'UON-123',
  from: 'Nairobi',
  to: 'Kisumu',
  vehicleType: 'shuttle',
}

const book = (token: string, json: unknown) =>
  api('/api/bookings/', { method: 'POST', token, json })

describe('POST /api/bookings/ and /api/bookings (trailing-slash dispatch)', () => {
  it('books seats with a slash, lowering the seats of that bus only', async () => {
    const response = await book(await loginAs('amina'), { bus_id: 1, seats: 2 })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      message: 'Booked 2 seats on Coast Express',
      booking: {
        booking_id: expect.any(Number),
        bus_id: 1,
        bus_name: 'Coast Express',
        route: 'Nairobi to Mombasa',
        seats_booked: 2,
        total_price: 3000,
        status: 'confirmed',
      },
    })
    expect(mockDb.listBuses().map((bus) => bus.seats)).toEqual([23, 18, 30, 12, 8])
    const buses = (await (await api('/api/buses/')).json()) as { id: number; seats: number }[]
    expect(buses.find((bus) => bus.id === 1)?.seats).toBe(23)
  })

  it('takes the guest form without a slash or token; the slash needs one; name, from, to needed', async () => {
    const response = await api('/api/bookings', { method: 'POST', json: guest })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({
      success: true,
      message: 'Booking info received',
      booking: { id: 1, ...guest },
    })
    expect(mockDb.state.guestBookings).toHaveLength(1)
    // The slash path needs a token, even with a guest body.
    expect((await api('/api/bookings/', { method: 'POST', json: guest })).status).toBe(401)
    const noTo = await api('/api/bookings', { method: 'POST', json: { ...guest, to: ' ' } })
    expect(noTo.status).toBe(400)
    expect(await noTo.json()).toMatchObject({ success: false })
  })

  it.each([
    [{ bus_id: 1, seats: 'two' }, 400, 'Invalid number of seats'],
    [{ bus_id: 42, seats: 1 }, 404, 'Bus not found'],
    [{ bus_id: 5, seats: 9 }, 409, 'Not enough seats available'],
  ])('refuses %j with %i', async (body, status, message) => {
    const response = await book(await loginAs('amina'), body)
    expect(response.status).toBe(status)
    expect(await response.json()).toEqual({ message })
    expect(mockDb.listBuses().map((bus) => bus.seats)).toEqual([25, 18, 30, 12, 8])
  })
})

it("GET /api/bookings: lists only the caller's bookings", async () => {
  const brian = await loginAs('brian')
  const amina = await loginAs('amina')
  await book(amina, { bus_id: 4, seats: 1 })
  const aminas = (await (await api('/api/bookings', { token: amina })).json()) as unknown[]
  expect(aminas).toEqual([
    {
      booking_id: 2,
      bus_id: 4,
      bus_name: 'Malindi Sun Coach',
      route: 'Nairobi to Malindi',
      seats_booked: 1,
      total_price: 1800,
      status: 'confirmed',
    },
  ])
  const brians = (await (await api('/api/bookings/', { token: brian })).json()) as unknown[]
  expect(brians).toEqual([expect.objectContaining({ booking_id: 1, bus_name: 'Lake Shuttle' })])
})

it("PUT and DELETE /api/bookings/:id: 404 for another user's booking; changes the seats of booking and bus together; cancels", async () => {
  // Another user's booking: 404, and left alone.
  const amina = await loginAs('amina')
  for (const method of ['PUT', 'DELETE']) {
    const response = await api('/api/bookings/1', { method, token: amina, json: { seats: 1 } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ success: false, message: 'Booking not found' })
  }
  expect(mockDb.bookingsOf(2)).toHaveLength(1)
  expect(mockDb.findBus(2)?.seats).toBe(18)
  // The seats of a booking and its bus change together.
  const token = await loginAs('brian')
  const response = await api('/api/bookings/1', { method: 'PUT', token, json: { seats: 5 } })
  expect(response.status).toBe(200)
  expect(await response.json()).toEqual({
    success: true,
    message: 'Booking updated',
    booking: expect.objectContaining({ booking_id: 1, seats_booked: 5, total_price: 6000 }),
  })
  expect(mockDb.findBus(2)?.seats).toBe(15)
  // Cancelling gives the seats back, and then the booking is not known.
  const cancelled = await api('/api/bookings/1', { method: 'DELETE', token })
  expect(cancelled.status).toBe(200)
  expect(await cancelled.json()).toEqual({ success: true, message: 'Booking cancelled' })
  expect(mockDb.findBus(2)?.seats).toBe(20)
  const again = await api('/api/bookings/1', { method: 'DELETE', token })
  expect(again.status).toBe(404)
  expect(await again.json()).toEqual({ success: false, message: 'Booking not found' })
})
