import { http, type HttpHandler } from 'msw'
import type { MockBackend } from '../mock-backend'
import { apiCall, json } from './api-call'
import { presentBus } from './present'

/** GET /api/buses/ in the scenario's shape. */
export function busHandlers(baseUrl: string, backend: MockBackend): HttpHandler[] {
  return [
    http.get(
      `${baseUrl}/api/buses/`,
      apiCall(backend, 'buses', () => {
        const scenario = backend.getScenario()
        const buses = backend.db.listBuses().map((bus) => presentBus(bus, scenario))
        switch (scenario.busesShape) {
          case 'array':
            return json(buses)
          case 'envelope':
            return json({ success: true, buses, message: `${buses.length} buses found` })
          case 'failed-envelope':
            return json({ success: false, message: 'Buses are unavailable right now' })
        }
      }),
    ),
  ]
}
