import { useMutation, type QueryClient } from '@tanstack/react-query'
import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockDb, setMockScenario } from '../../../../mocks/node'
import { mutationKeys, type NewBooking } from '@/lib/query-keys'
import { createTestQueryClient, renderHookWithClient } from '@/testing/render-route'
import { bookingQueries } from './get-bookings'
import type { AddedBooking } from './add-booking'
import { useCancelBooking } from './use-cancel-booking'
import { signIn } from '@/testing/sign-in'

/** An add as any feature starts it: the key only; the request and cache rules are registered. */
function useAddBooking() {
  return useMutation<AddedBooking, Error, NewBooking>({ mutationKey: mutationKeys.addBooking })
}

const listKey = bookingQueries.list().queryKey

/** Brian's list in the cache, then a refetch that failed: data shown, and an error. */
async function listWithError(queryClient: QueryClient) {
  await queryClient.fetchQuery(bookingQueries.list())
  setMockScenario({ fail: ['bookings'] })
  await queryClient.refetchQueries({ queryKey: listKey })
  setMockScenario({ fail: [] })
  const state = queryClient.getQueryState(listKey)
  expect(state).toMatchObject({ status: 'error', error: expect.any(Error) })
  expect(state?.data).toHaveLength(1)
}

function listState(queryClient: QueryClient) {
  return queryClient.getQueryState(listKey)
}

describe('add (POST /api/bookings/)', () => {
  it('appends the returned booking and clears the bookings error', async () => {
    signIn()
    const queryClient = createTestQueryClient()
    await listWithError(queryClient)
    const add = renderHookWithClient(useAddBooking, queryClient)
    act(() => add.current.mutate({ busId: 4, seats: 2 }))
    await waitFor(() => expect(add.current.isSuccess).toBe(true))
    // What is sent, and with which token: Book Seat's tests (seat-booking.test.tsx).
    expect(listState(queryClient)).toMatchObject({ status: 'success', error: null })
    expect(queryClient.getQueryData(listKey)).toEqual([
      expect.objectContaining({ busName: 'Lake Shuttle' }),
      expect.objectContaining({ busName: 'Malindi Sun Coach', seatsBooked: 2, totalPrice: 3600 }),
    ])
  })

  it('resets a list that failed with nothing to append to: the error goes', async () => {
    signIn()
    const queryClient = createTestQueryClient()
    setMockScenario({ fail: ['bookings'] })
    await queryClient.prefetchQuery(bookingQueries.list())
    expect(listState(queryClient)?.status).toBe('error')
    const add = renderHookWithClient(useAddBooking, queryClient)
    act(() => add.current.mutate({ busId: 1, seats: 1 }))
    await waitFor(() => expect(add.current.isSuccess).toBe(true))
    expect(listState(queryClient)).toMatchObject({ status: 'pending', error: null })
  })

  it.each([
    ["the server's text", { busId: 5, seats: 9 }, 'Not enough seats available'],
    ['no server text when there was no answer', 'offline', undefined],
  ] as const)('fails with %s', async (_label, request, serverText) => {
    signIn()
    if (request === 'offline') setMockScenario({ offline: ['bookSeats'] })
    const queryClient = createTestQueryClient()
    const add = renderHookWithClient(useAddBooking, queryClient)
    act(() => add.current.mutate(request === 'offline' ? { busId: 1, seats: 1 } : request))
    await waitFor(() => expect(add.current.isError).toBe(true))
    expect(add.current.error).toMatchObject({ serverText })
  })
})

describe('delete (DELETE /api/bookings/{id})', () => {
  it('removes the booking and clears the bookings error', async () => {
    signIn()
    const queryClient = createTestQueryClient()
    await listWithError(queryClient)
    const [own] = mockDb.state.bookings
    const cancel = renderHookWithClient(useCancelBooking, queryClient)
    act(() => cancel.current.mutate(own!.booking_id))
    await waitFor(() =>
      expect(listState(queryClient)).toMatchObject({ status: 'success', error: null }),
    )
    expect(queryClient.getQueryData(listKey)).toEqual([])
    await waitFor(() => expect(cancel.current.isSuccess).toBe(true))
    expect(mockDb.state.bookings).toEqual([])
  })
})
