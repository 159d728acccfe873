import * as z from 'zod/mini'
import { http, HttpResponse, type HttpHandler } from 'msw'
import { telemetryBeaconSchema } from '../../src/lib/telemetry/beacon-schema'
import type { MockBackend } from '../mock-backend'
import { json } from './api-call'

/**
 * The telemetry receiver (docs/telemetry.md), checked by the app's own beacon schema:
 * POST /telemetry               one beacon (JSON, sent as text/plain by sendBeacon): 204, or
 *                               400 and not kept when it does not fit the schema exactly
 * GET  /__mock/telemetry        the beacons received, oldest first (POST /__mock/reset clears them)
 * GET  /__mock/telemetry/rejected  why each refused beacon did not fit, oldest first (likewise)
 * Never delayed or broken by the scenario.
 */
export function telemetryHandlers(baseUrl: string, backend: MockBackend): HttpHandler[] {
  return [
    http.post(`${baseUrl}/telemetry`, async ({ request }) => {
      let body: unknown
      try {
        body = JSON.parse(await request.text())
      } catch {
        const message = 'The body is not JSON'
        backend.rejectTelemetry(message)
        return json({ message }, 400)
      }
      const checked = z.safeParse(telemetryBeaconSchema, body)
      if (!checked.success) {
        const issues = checked.error.issues.map(
          (issue) => `${issue.path.join('.')}: ${issue.message}`,
        )
        const message = `Not a telemetry beacon: ${issues.join('; ')}`
        backend.rejectTelemetry(message)
        return json({ message }, 400)
      }
      backend.receiveTelemetry(checked.data)
      return new HttpResponse(null, { status: 204 })
    }),

    http.get(`${baseUrl}/__mock/telemetry`, () => json(backend.telemetry())),
    http.get(`${baseUrl}/__mock/telemetry/rejected`, () => json(backend.telemetryRejected())),
  ]
}
