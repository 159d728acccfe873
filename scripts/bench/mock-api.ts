import { startService } from './processes'

/** `npm run mock:server` on its own port: the backend the production build talks to. */
export interface MockApi {
  url: string
  /** Fresh data and the default scenario (plus an optional partial, e.g. { busCount: 1000 }). */
  reset(patch?: Record<string, unknown>): Promise<void>
  stop(): Promise<void>
}

export async function startMockApi(port: number): Promise<MockApi> {
  const service = await startService(
    'npx',
    ['tsx', 'mocks/http-server.ts'],
    { PORT: String(port), MOCK_SCENARIO: '' },
    /Mock backend listening/,
  )
  const url = `http://localhost:${port}`
  return {
    url,
    async reset(patch = {}) {
      const response = await fetch(`${url}/__mock/reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(patch),
      })
      if (!response.ok) throw new Error(`Mock reset answered ${response.status}`)
    },
    stop: () => service.stop(),
  }
}
