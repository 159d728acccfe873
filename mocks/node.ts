import { setupServer } from 'msw/node'
import { config } from '../src/lib/config'
import { createHandlers } from './handlers'
import { mockBackend } from './mock-backend'
import type { MockStore } from './mock-store'
import type { UserRecord } from './mock-types'
import type { MockScenario, ScenarioPatch } from './scenario'
import { seedCredentials } from './seed'
import { presentUser } from './handlers/present'

/** The API base the app calls (config.apiBaseUrl, no trailing slash). */
const mockBaseUrl = config.apiBaseUrl

/** An absolute URL on the mock backend: mockApiUrl('/api/buses/'). For one-off server.use(). */
export function mockApiUrl(path: string): string {
  return `${mockBaseUrl}${path.startsWith('/') ? path : `/${path}`}`
}

const handlers = createHandlers(mockBaseUrl)

/** msw/node with every mock route; the test setup calls listen/resetHandlers/close. */
export const server = setupServer(...handlers)

/** The store, for assertions (mockDb.findBus(1)?.seats) and arrangements. */
export const mockDb: MockStore = mockBackend.db

/** Fresh seeded data and the default scenario (plus `patch`, e.g. {busCount: 1000}). */
export function resetMockBackend(patch: ScenarioPatch = {}): MockScenario {
  return mockBackend.reset(patch)
}

/** Merges into the active scenario: setMockScenario({ fail: ['buses'] }). */
export function setMockScenario(patch: ScenarioPatch): MockScenario {
  return mockBackend.setScenario(patch)
}

export function getMockScenario(): MockScenario {
  return mockBackend.getScenario()
}

/**
 * A valid session for a seeded (or registered) user without calling the login API: the token
 * and user exactly as POST /api/auth/login would return them.
 */
export function signInMockUser(email: string = seedCredentials.brian.email): {
  token: string
  user: ReturnType<typeof presentUser>
} {
  const user: UserRecord | undefined = mockDb.findUserByEmail(email)
  if (!user) throw new Error(`No mock user with email ${email}`)
  return { token: mockDb.issueToken(user.id), user: presentUser(user) }
}
