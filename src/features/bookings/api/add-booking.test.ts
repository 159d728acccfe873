import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockApiUrl, server } from '../../../../mocks/node'
import { createTestQueryClient } from '@/testing/render-route'
import { addBookingAndFindIt } from './add-booking'
import { bookingQueries } from './get-bookings'
import { signIn } from '@/testing/sign-in'

const booking = (id: number, seats: number) => ({
  booking_id: id,
  bus_name: 'Coast Express',
  route: 'Nairobi to Mombasa',
  seats_booked: seats,
  total_price: seats * 1500,
})

/** A backend whose answer to a booking names no booking, and whose list then reads `after`. */
function answerWithoutTheBooking(after: unknown[]) {
  server.use(
    http.post(mockApiUrl('/api/bookings/'), () => HttpResponse.json({ message: 'Booked' })),
    http.get(mockApiUrl('/api/bookings'), () => HttpResponse.json(after)),
  )
}

async function bookTwoSeats(cachedList: unknown[] | undefined) {
  signIn()
  const queryClient = createTestQueryClient()
  if (cachedList) {
    server.use(
      http.get(mockApiUrl('/api/bookings'), () => HttpResponse.json(cachedList), { once: true }),
    )
    await queryClient.fetchQuery(bookingQueries.list())
  }
  return addBookingAndFindIt(queryClient, { busId: 1, seats: 2 })
}

describe('addBookingAndFindIt: the new booking, when the answer does not name it', () => {
  it('is the one booking of that many seats the list read again has and had not; stays unknown when two new bookings could be it, or none has that many seats; stays unknown without a list to compare with', async () => {
    answerWithoutTheBooking([booking(1, 3), booking(9, 2)])
    const added = await bookTwoSeats([booking(1, 3)])
    expect(added.booking?.id).toBe(9)
    expect(added.message).toBe('Booked')
    answerWithoutTheBooking([booking(1, 3), booking(8, 2), booking(9, 2)])
    expect((await bookTwoSeats([booking(1, 3)])).booking).toBeUndefined()
    answerWithoutTheBooking([booking(1, 3), booking(9, 4)])
    expect((await bookTwoSeats([booking(1, 3)])).booking).toBeUndefined()
    answerWithoutTheBooking([booking(9, 2)])
    expect((await bookTwoSeats(undefined)).booking).toBeUndefined()
  })

  it('is the answer’s own booking when it names one, with no list read', async () => {
    let reads = 0
    server.use(
      http.post(mockApiUrl('/api/bookings/'), () =>
        HttpResponse.json({ message: 'Booked', booking: booking(12, 2) }),
      ),
      http.get(mockApiUrl('/api/bookings'), () => {
        reads += 1
        return HttpResponse.json([booking(1, 3)])
      }),
    )
    const added = await bookTwoSeats([booking(1, 3)])
    expect(added.booking?.id).toBe(12)
    // The cached list was read by its own handler: nothing was read after the booking.
    expect(reads).toBe(0)
  })
})
