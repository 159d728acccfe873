import type { HttpHandler } from 'msw'
import { authHandlers } from './handlers/auth'
import { bookingHandlers } from './handlers/bookings'
import { busHandlers } from './handlers/buses'
import { controlHandlers } from './handlers/control'
import { imageHandlers } from './handlers/images'
import { profileHandlers } from './handlers/profile'
import { telemetryHandlers } from './handlers/telemetry'
import { mockBackend, type MockBackend } from './mock-backend'

/**
 * Every mock route, as absolute URLs under `baseUrl` (no trailing slash), over one backend:
 * the process's (or tab's) shared one unless another is given.
 */
export function createHandlers(baseUrl: string, backend: MockBackend = mockBackend): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '')
  return [
    ...authHandlers(base, backend),
    ...busHandlers(base, backend),
    ...bookingHandlers(base, backend),
    ...profileHandlers(base, backend),
    ...imageHandlers(base, backend),
    ...controlHandlers(base, backend),
    ...telemetryHandlers(base, backend),
  ]
}
