/**
 * Where the performance runs serve what they measure. Each build is served by nginx with the
 * shipped site file (deploy/serve-prod.ts), as a host serves it, and the mock backend runs in a
 * process of its own: nothing that serves a page shares a process with another, and no file is
 * compressed per request. The API is on another origin (127.0.0.1, not localhost), as a real
 * backend is on another host: the browser opens a second connection and sends CORS preflights.
 */
export const apiUrl = 'http://127.0.0.1:4895'

/**
 * How the bench builds the app, and an earlier commit beside it (perf/build-release.ts): field
 * telemetry on, every document sampled, sent to the mock backend, so the phone runs send beacons
 * as travellers' phones would and the size budgets hold with it.
 */
export const benchBuildEnv = {
  VITE_API_BASE_URL: apiUrl,
  VITE_API_MOCKING: 'false',
  VITE_TELEMETRY_URL: `${apiUrl}/telemetry`,
  VITE_TELEMETRY_SAMPLE_RATE: '1',
}

/** A build the bench serves and measures on the phone. */
export interface Subject {
  /** How the tables name it. */
  label: string
  url: string
  dist: string
}

/** The production build (`npm run bench` builds it). */
export const app: Subject = {
  label: 'app',
  url: 'http://localhost:4890',
  dist: 'bench-results/dist',
}
export const appUrl = app.url
export const benchDist = app.dist

/**
 * The floor page (perf/floor/main.tsx): the smallest client-rendered app of the project's
 * packages that fetches the bus list and renders bookable cards. The app's first bookable card
 * is budgeted as a ratio to its own.
 */
export const floor: Subject = {
  label: 'floor page',
  url: 'http://localhost:4892',
  dist: 'bench-results/floor',
}

/**
 * Other builds measured beside the app in the same run, for side-by-side evidence (the release
 * before, a variant of a start-up step): `BENCH_COMPARE="before=bench-results/release/dist"`,
 * comma-separated. Each must be a production build for this API base (perf/build-release.ts).
 */
export const compared: Subject[] = (process.env.BENCH_COMPARE ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean)
  .map((entry, index) => {
    const [label = '', dist = ''] = entry.split('=')
    if (!label || !dist) throw new Error(`BENCH_COMPARE: "${entry}" is not label=folder`)
    return { label, dist, url: `http://localhost:${4900 + index}` }
  })

/** The name a subject's figure goes by in bench-results/perf.json: the app's plain, others prefixed. */
export const figureKey = (subject: Subject, figure: string): string =>
  subject === app ? figure : subject === floor ? `floor ${figure}` : `${subject.label} ${figure}`

/** Every build the phone runs measure, the floor page first. */
export const phoneSubjects: Subject[] = [floor, app, ...compared]

/** A Kiswahili browser's languages, first to last (the host then serves the Kiswahili pages). */
export const kiswahiliBrowserLanguages = 'sw-KE,sw,en'

/** Fresh data and the default scenario, plus an optional partial (e.g. { busCount: 1000 }). */
export async function resetMockApi(patch: Record<string, unknown> = {}): Promise<void> {
  const response = await fetch(`${apiUrl}/__mock/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(patch),
  })
  if (!response.ok) throw new Error(`Mock reset answered ${response.status}`)
}
