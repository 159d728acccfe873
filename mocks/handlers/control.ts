import { http, type HttpHandler } from 'msw'
import type { MockBackend } from '../mock-backend'
import { validateScenarioPatch } from '../scenario'
import { json } from './api-call'

async function readPatch(request: Request): Promise<unknown> {
  const body = await request.text()
  if (body.trim() === '') return {}
  try {
    return JSON.parse(body) as unknown
  } catch {
    return undefined
  }
}

/**
 * QA's remote control, served wherever the handlers are (browser, Vitest, HTTP server):
 * GET  /__mock/scenario              the active scenario
 * PUT  /__mock/scenario              merge a JSON partial (?replace=true: onto the defaults)
 * POST /__mock/reset                 fresh data and default scenario (+ optional JSON partial,
 *                                    e.g. {"busCount":1000,"bookingCount":300})
 * GET  /__mock/state                 the data itself (pictures without their bytes)
 * POST /__mock/take-seats            another traveller books seats: JSON {"busId":5,"seats":7}
 * GET  /__mock/telemetry             the telemetry beacons received (handlers/telemetry.ts)
 * GET  /__mock/telemetry/rejected    why each refused beacon did not fit the schema
 */
export function controlHandlers(baseUrl: string, backend: MockBackend): HttpHandler[] {
  return [
    http.get(`${baseUrl}/__mock/scenario`, () => json(backend.getScenario())),

    http.put(`${baseUrl}/__mock/scenario`, async ({ request }) => {
      const checked = validateScenarioPatch(await readPatch(request))
      if (!checked.ok) return json({ message: checked.error }, 400)
      const replace = new URL(request.url).searchParams.get('replace') === 'true'
      return json(
        replace ? backend.replaceScenario(checked.patch) : backend.setScenario(checked.patch),
      )
    }),

    http.post(`${baseUrl}/__mock/reset`, async ({ request }) => {
      const checked = validateScenarioPatch(await readPatch(request))
      if (!checked.ok) return json({ message: checked.error }, 400)
      return json({ success: true, scenario: backend.reset(checked.patch) })
    }),

    http.post(`${baseUrl}/__mock/take-seats`, async ({ request }) => {
      const body = (await readPatch(request)) as { busId?: unknown; seats?: unknown } | undefined
      const result = backend.db.takeSeats(Number(body?.busId), Number(body?.seats))
      if (!result.ok) return json({ message: result.message }, result.status)
      return json({ success: true, seats: result.value })
    }),

    http.get(`${baseUrl}/__mock/state`, () => {
      const state = backend.db.toJSON()
      const pictures = Object.fromEntries(
        Object.entries(state.pictures).map(([file, picture]) => [
          file,
          { user_id: picture.user_id, contentType: picture.contentType, url: `/uploads/${file}` },
        ]),
      )
      return json({ ...state, pictures })
    }),
  ]
}
