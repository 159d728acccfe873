import { act, screen } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { mockApiUrl } from '../../mocks/node'
import type { Booking } from '@/features/bookings/api/booking-schema'
import type { Bus } from '@/features/buses/api/bus-schema'
import type { Profile } from '@/features/profile/api/profile-schema'
import { queryRoots } from '@/lib/query-keys'
import { createTestQueryClient, renderRoute } from '@/testing/render-route'
import { countRequests } from '@/testing/requests'
import { signIn } from '@/testing/sign-in'

/** 14:05 (local time) on a day long gone: stale, so a refetch is due once online. */
const savedAt = new Date(2020, 0, 5, 14, 5).getTime()
const savedText = 'You are offline. Showing what was saved at 14:05.'
const waitingText = 'You are offline. This page will load when you are back online.'

/** The cache as the app finds it after restoring what it saved (src/lib/saved-data.ts). */
function savedCache() {
  const queryClient = createTestQueryClient()
  const buses: Bus[] = [
    {
      id: 1,
      name: 'Saved Express',
      route: 'Nairobi to Mombasa',
      departure: '08:00 AM',
      price: 1500,
      seatsAvailable: 25,
      imageUrl: null,
    },
  ]
  const bookings: Booking[] = [
    {
      id: 9,
      busName: 'Saved Shuttle',
      route: 'Nairobi to Kisumu',
      seatsBooked: 2,
      totalPrice: 2400,
    },
  ]
  const profile: Profile = {
    id: 2,
    username: 'saved-brian',
    email: 'brian@example.com',
    profilePicture: null,
    bookings: [],
  }
  queryClient.setQueryData([...queryRoots.buses, 'list'], buses, { updatedAt: savedAt })
  queryClient.setQueryData([...queryRoots.bookings, 'list'], bookings, { updatedAt: savedAt })
  queryClient.setQueryData([...queryRoots.profile, 'detail'], profile, { updatedAt: savedAt })
  return queryClient
}

describe('offline, a screen shows what was saved and says so', () => {
  it.each([
    ['/bookings', 'Saved Shuttle', '/api/bookings', 'Lake Shuttle'],
    ['/buses', 'Saved Express', '/api/buses/', 'Coast Express'],
    ['/profile', 'saved-brian', '/api/auth/profile/', 'brian'],
  ])(
    '%s: the saved data, at once, with the time it was saved; back online, the notice goes and the data refreshes by itself; online, there is no notice',
    async (path, shown, api, fresh) => {
      signIn()
      const calls = countRequests(mockApiUrl(api), 'GET')
      onlineManager.setOnline(false)
      renderRoute(path, { queryClient: savedCache() })
      expect(await screen.findByText(shown)).toBeInTheDocument()
      expect(screen.getByText(savedText)).toBeInTheDocument()
      expect(calls.count).toBe(0)
      act(() => onlineManager.setOnline(true))
      expect((await screen.findAllByText(fresh))[0]).toBeInTheDocument()
      // Online, there is no notice: the stale saved copy is fetched afresh and replaced.
      expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument()
      expect(calls.count).toBe(1)
    },
  )

  it('with nothing saved it says the page will load once online, then loads it, with no spinner meanwhile; a connection lost on the page shows the notice above what is there', async () => {
    signIn()
    onlineManager.setOnline(false)
    renderRoute('/bookings')
    expect(await screen.findByText(waitingText)).toBeInTheDocument()
    expect(screen.queryByText('Loading bookings...')).not.toBeInTheDocument()
    act(() => onlineManager.setOnline(true))
    expect(await screen.findByText('Lake Shuttle')).toBeInTheDocument()
    expect(screen.queryByText(waitingText)).not.toBeInTheDocument()
    act(() => onlineManager.setOnline(false))
    expect(
      screen.getByText(/^You are offline\. Showing what was saved at \d\d:\d\d\.$/),
    ).toBeVisible()
    expect(screen.getByText('Lake Shuttle')).toBeInTheDocument()
  })
})
