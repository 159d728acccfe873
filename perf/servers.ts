/**
 * Where the performance runs serve the production build and the mock backend. The API is on
 * another origin (127.0.0.1, not localhost), as a real backend is on another host: the browser
 * opens a second connection and sends CORS preflights, as it does for travellers.
 */
export const appUrl = 'http://localhost:4890'
/**
 * The same app as a Kiswahili browser gets it on a first visit: perf/serve.ts adds
 * `Accept-Language: sw-KE` to each request, so the host serves the Kiswahili pages
 * (deploy/host-language.ts) at the same paths.
 */
export const kiswahiliAppUrl = 'http://localhost:4891'
export const apiUrl = 'http://127.0.0.1:4895'
/** The production build the runs measure (`npm run bench` builds it). */
export const benchDist = 'bench-results/dist'

/** Fresh data and the default scenario, plus an optional partial (e.g. { busCount: 1000 }). */
export async function resetMockApi(patch: Record<string, unknown> = {}): Promise<void> {
  const response = await fetch(`${apiUrl}/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  })
  if (!response.ok) throw new Error(`Mock reset answered ${response.status}`)
}
