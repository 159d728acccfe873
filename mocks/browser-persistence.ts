import type { MockBackend } from './mock-backend'
import { STATE_VERSION, type MockState } from './mock-types'
import { validateScenarioPatch, type ScenarioPatch } from './scenario'

/** localStorage keys of the browser's mock backend (the app's own keys have no prefix). */
export const DATA_KEY = 'matatu-mock:data'
export const SCENARIO_KEY = 'matatu-mock:scenario'

function read(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key)
    return text === null ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return undefined
  }
}

function write(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value))
    return true
  } catch {
    return false
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A light check that saved data has the current shape; anything else is reseeded. */
function isMockState(value: unknown): value is MockState {
  if (!isRecord(value) || value.version !== STATE_VERSION) return false
  const lists = ['users', 'buses', 'bookings', 'guestBookings'] as const
  const maps = ['tokens', 'pictures', 'nextId', 'seed'] as const
  return (
    lists.every((key) => Array.isArray(value[key])) && maps.every((key) => isRecord(value[key]))
  )
}

interface SavedBackend {
  state: MockState | undefined
  scenario: ScenarioPatch
}

function loadSavedBackend(): SavedBackend {
  const state = read(DATA_KEY)
  const scenario = validateScenarioPatch(read(SCENARIO_KEY) ?? {})
  return {
    state: isMockState(state) ? state : undefined,
    scenario: scenario.ok ? scenario.patch : {},
  }
}

let warnedAboutQuota = false

/** Saves data and scenario. When storage is full, saves the data without the pictures. */
function saveBackend(backend: MockBackend): void {
  write(SCENARIO_KEY, backend.getScenario())
  const state = backend.db.toJSON()
  if (write(DATA_KEY, state)) return
  const withoutPictures: MockState = {
    ...state,
    pictures: {},
    users: state.users.map((user) => ({ ...user, profile_picture: null })),
  }
  const saved = write(DATA_KEY, withoutPictures)
  if (!warnedAboutQuota) {
    warnedAboutQuota = true
    console.warn(
      saved
        ? '[mock backend] Storage is full: pictures will not survive a reload.'
        : '[mock backend] Storage is unavailable: mock data will not survive a reload.',
    )
  }
}

/** Restores the saved backend, then saves after every change (and follows other tabs). */
export function persistBackend(backend: MockBackend): void {
  const saved = loadSavedBackend()
  if (saved.state) backend.restore(saved.state, saved.scenario)
  else backend.reset(saved.scenario)
  let restoring = false
  backend.subscribe(() => {
    if (!restoring) saveBackend(backend)
  })
  window.addEventListener('storage', (event) => {
    if (event.key !== DATA_KEY && event.key !== SCENARIO_KEY) return
    const latest = loadSavedBackend()
    if (!latest.state) return
    restoring = true
    try {
      backend.restore(latest.state, latest.scenario)
    } finally {
      restoring = false
    }
  })
  saveBackend(backend)
}
