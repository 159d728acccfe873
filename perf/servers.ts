/**
 * Where the performance runs serve what they measure (perf/serve.ts): each build by nginx with the
 * shipped site file, as a host serves it, and the mock backend in a process of its own. The API
 * is on another origin (127.0.0.1, not localhost), as a real backend is: the browser opens a
 * second connection and sends CORS preflights.
 */
export const apiUrl = 'http://127.0.0.1:4895'

/**
 * How the bench builds the app, and an earlier commit beside it (perf/build-release.ts): field
 * telemetry on, every document sampled, so the phone runs send beacons as travellers' phones do
 * and the size budgets hold with it.
 */
export const benchBuildEnv = {
  VITE_API_BASE_URL: apiUrl,
  VITE_API_MOCKING: 'false',
  VITE_TELEMETRY_URL: `${apiUrl}/telemetry`,
  VITE_TELEMETRY_SAMPLE_RATE: '1',
}

/** A build the bench serves and measures on the phone; `label` names it in the tables. */
export interface Subject {
  label: string
  url: string
  dist: string
}

export const app: Subject = {
  label: 'app',
  url: 'http://localhost:4890',
  dist: 'bench-results/dist',
}

/**
 * The floor page (perf/floor/main.tsx): the smallest client-rendered app of the project's packages
 * that fetches the bus list and renders bookable cards. The app's first card is a ratio to it.
 */
export const floor: Subject = {
  label: 'floor page',
  url: 'http://localhost:4892',
  dist: 'bench-results/floor',
}

/**
 * Builds measured beside the app in the same run, for side-by-side evidence (the release before,
 * a variant): `BENCH_COMPARE="before=bench-results/release-b637a5c,…"`, each a production build
 * for this API base (perf/build-release.ts).
 */
export const compared: Subject[] = (process.env.BENCH_COMPARE ?? '')
  .split(',')
  .filter((entry) => entry.trim())
  .map((entry, index) => {
    const [label = '', dist = ''] = entry.trim().split('=')
    if (!label || !dist) throw new Error(`BENCH_COMPARE: "${entry}" is not label=folder`)
    return { label, dist, url: `http://localhost:${4900 + index}` }
  })

/** A subject's name for `figure` in bench-results/perf.json: the app's plain, others prefixed. */
export const figureKey = (subject: Subject, figure: string): string =>
  subject === app ? figure : `${subject === floor ? 'floor' : subject.label} ${figure}`

/** Every build the phone runs measure, the floor page first. */
export const phoneSubjects: Subject[] = [floor, app, ...compared]

/** Fresh data and the default scenario, plus an optional partial (e.g. { busCount: 1000 }). */
export async function resetMockApi(patch: Record<string, unknown> = {}): Promise<void> {
  const response = await fetch(`${apiUrl}/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  })
  if (!response.ok) throw new Error(`Mock reset answered ${response.status}`)
}
