import type { APIRequestContext } from '@playwright/test'
import { expect } from '../fixtures'

/** A test's own calls from Node to this worker's mock backend (the `mockServer` fixture). */

/** Back to the seed data and the default scenario: `test.beforeEach(resetMockBackend)`. */
export async function resetMockBackend({
  request,
  mockServer,
}: {
  request: APIRequestContext
  mockServer: string
}) {
  expect((await request.post(`${mockServer}/__mock/reset`)).ok()).toBe(true)
}

/** Merges switches (`unauthorized`, `fail`) into the scenario the backend answers with. */
export async function setScenario(
  request: APIRequestContext,
  mockServer: string,
  scenario: Record<string, unknown>,
) {
  expect((await request.put(`${mockServer}/__mock/scenario`, { data: scenario })).ok()).toBe(true)
}

export interface MockState {
  users: { id: number; email: string; profile_picture: string | null }[]
  buses: { id: number; seats: number }[]
  bookings: { user_id: number; bus_id: number; seats_booked: number; total_price: number }[]
}

export async function mockState(request: APIRequestContext, mockServer: string) {
  return (await (await request.get(`${mockServer}/__mock/state`)).json()) as MockState
}

/** Another traveller books `seats` on bus `busId` from another phone: the server's count drops. */
export async function takeSeatsElsewhere(
  request: APIRequestContext,
  mockServer: string,
  busId: number,
  seats: number,
) {
  const data = { busId, seats }
  expect((await request.post(`${mockServer}/__mock/take-seats`, { data })).ok()).toBe(true)
}
