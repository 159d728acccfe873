import type { MockBackend } from './mock-backend'
import type { MockState } from './mock-types'
import { validateScenarioPatch, type MockScenario, type ScenarioPatch } from './scenario'
import { formatScenario, parseScenarioText } from './scenario-syntax'

/** `window.matatuMock`, QA's console handle on the browser's mock backend. */
export interface MatatuMockConsole {
  /** The active scenario. */
  get(): MockScenario
  /** Merges a partial scenario, object or `?mock=` text: set({fail:['buses']}), set('slow'). */
  set(patch: ScenarioPatch | string): MockScenario
  /** Fresh data and the default scenario (plus an optional partial). */
  reset(patch?: ScenarioPatch | string): MockScenario
  /** Another traveller books `seats` on bus `busId`: the seats left, or why not. */
  takeSeats(busId: number, seats: number): number | string
  /** A copy of the data: users, tokens, buses, bookings, pictures. */
  state(): MockState
  /** The active scenario in `?mock=` syntax. */
  toString(): string
}

function toPatch(input: ScenarioPatch | string): { patch: ScenarioPatch; reset: boolean } {
  if (typeof input === 'string') {
    const parsed = parseScenarioText(input)
    if (parsed.errors.length > 0) throw new Error(parsed.errors.join('\n'))
    return parsed
  }
  const checked = validateScenarioPatch(input)
  if (!checked.ok) throw new Error(checked.error)
  return { patch: checked.patch, reset: false }
}

export function createConsoleApi(backend: MockBackend): MatatuMockConsole {
  return {
    get: () => backend.getScenario(),
    set(input) {
      const { patch, reset } = toPatch(input)
      return reset ? backend.reset(patch) : backend.setScenario(patch)
    },
    reset: (input = {}) => backend.reset(toPatch(input).patch),
    takeSeats(busId, seats) {
      const result = backend.db.takeSeats(busId, seats)
      return result.ok ? result.value : result.message
    },
    state: () => backend.db.toJSON(),
    toString: () => formatScenario(backend.getScenario()),
  }
}

/**
 * Applies `?mock=` (the scenario from the defaults; `reset` reseeds the data first) and
 * removes it from the address bar, so a reload keeps the saved state instead of re-applying
 * it. Returns the switches that were not understood.
 */
export function applyUrlScenario(backend: MockBackend, location: Location): string[] {
  const url = new URL(location.href)
  const text = url.searchParams.get('mock')
  if (text === null) return []
  const parsed = parseScenarioText(text)
  if (parsed.reset) backend.reset(parsed.patch)
  else backend.replaceScenario(parsed.patch)
  url.searchParams.delete('mock')
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  return parsed.errors
}

/** False when the URL says `mockPanel=off` (e2e screenshots and accessibility scans). */
export function panelWanted(location: Location): boolean {
  return new URL(location.href).searchParams.get('mockPanel') !== 'off'
}

/** Chromium's Network Information API, as far as the app reads it. */
type WithConnection = Navigator & { connection?: { saveData?: boolean } }

/**
 * The scenario's `saveData`: stands in for the browser's Save-Data preference
 * (`navigator.connection.saveData`, which the app's data saver follows), so QA can try the data
 * saver in any browser. The browser's own preference still counts; a scenario change fires
 * `change`, as the browser does.
 */
export function mockSaveData(backend: MockBackend): void {
  const browser = (navigator as WithConnection).connection
  const connection = new EventTarget()
  Object.defineProperty(connection, 'saveData', {
    get: () => backend.getScenario().saveData || browser?.saveData === true,
  })
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection })
  let saveData = backend.getScenario().saveData
  backend.subscribe(() => {
    if (backend.getScenario().saveData === saveData) return
    saveData = backend.getScenario().saveData
    connection.dispatchEvent(new Event('change'))
  })
}
