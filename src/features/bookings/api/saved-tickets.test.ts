import { QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { queryRoots } from '@/lib/query-keys'
import { startSession } from '@/lib/session-store'
import type { TicketBus } from '../model/ticket'
import type { Booking } from './booking-schema'
import { bookingQueries } from './get-bookings'
import { keepTicketsSaved, savedTicketQueries } from './saved-tickets'

const booking: Booking = {
  id: 7,
  busName: 'Coast Express',
  route: 'Nairobi to Mombasa',
  seatsBooked: 2,
  totalPrice: 3000,
}
const coastExpress: TicketBus = {
  name: 'Coast Express',
  route: 'Nairobi to Mombasa',
  departure: '08:00',
  imageUrl: null,
}

let stop = () => {}
afterEach(() => stop())

describe('keepTicketsSaved', () => {
  it("fills in a ticket's bus once the bus list arrives", async () => {
    startSession('tok', { id: 1, username: 'amina' })
    const queryClient = new QueryClient()
    const buses: TicketBus[] = []
    queryClient.setQueryData(bookingQueries.list().queryKey, [booking])
    stop = keepTicketsSaved(queryClient, () => buses)
    const savedBus = () =>
      queryClient.getQueryData(savedTicketQueries.all().queryKey)?.tickets[0]?.bus
    await waitFor(() => expect(savedBus()).toBeNull())

    buses.push(coastExpress)
    queryClient.setQueryData([...queryRoots.buses, 'list'], buses)
    await waitFor(() => expect(savedBus()).toEqual({ departure: '08:00', imageUrl: null }))
  })
})
