import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { mockApiUrl, mockDb, server, setMockScenario } from '../../../../mocks/node'
import { ApiError } from '@/lib/api-error'
import { createGuestBooking, type GuestBookingRequest } from './create-guest-booking'
import { signIn } from '@/testing/sign-in'

const request: GuestBookingRequest = {
  name: 'Amina Otieno',
  idNumber: '',
  schoolId: 'UON-42',
  from: 'Nairobi',
  to: 'Eldoret',
  vehicleType: 'shuttle',
}

describe('createGuestBooking', () => {
  it('POSTs the six fields as JSON to api/bookings, without a trailing slash or a token; throws an ApiError for a failed call; counts any 2xx answer as a success, even one that is not JSON', async () => {
    signIn()
    const seen: Request[] = []
    const record = ({ request: sent }: { request: Request }) => void seen.push(sent.clone())
    server.events.on('request:start', record)

    await createGuestBooking(request)

    expect(seen).toHaveLength(1)
    const [sent] = seen
    expect(sent?.method).toBe('POST')
    expect(sent?.url).toBe(mockApiUrl('/api/bookings'))
    expect(sent?.headers.get('Authorization')).toBeNull()
    expect(await sent?.json()).toEqual(request)
    expect(mockDb.state.guestBookings).toEqual([{ id: 1, ...request }])
    setMockScenario({ fail: ['guestBooking'] })
    await expect(createGuestBooking(request)).rejects.toBeInstanceOf(ApiError)
    server.use(
      http.post(mockApiUrl('/api/bookings'), () => new HttpResponse('<p>ok</p>', { status: 200 })),
    )
    await expect(createGuestBooking(request)).resolves.toBeUndefined()
  })
})
