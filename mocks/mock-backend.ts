import type { TelemetryBeacon } from '../src/lib/telemetry/beacon-schema'
import type { MockState } from './mock-types'
import { MockStore } from './mock-store'
import { defaultScenario, mergeScenario, type MockScenario, type ScenarioPatch } from './scenario'
import { createSeedState } from './seed'

/** The store and the active QA scenario, shared by the handlers of one process or tab. */
export interface MockBackend {
  /** Stable for the backend's life: resets swap its state, not the instance. */
  readonly db: MockStore
  getScenario(): MockScenario
  /** Merges into the active scenario. New bus or booking counts regenerate buses and bookings. */
  setScenario(patch: ScenarioPatch): MockScenario
  /** The default scenario with `patch` on top; the data stays (unless the counts change). */
  replaceScenario(patch: ScenarioPatch): MockScenario
  /** Fresh seeded data and the default scenario, with `patch` on top. */
  reset(patch?: ScenarioPatch): MockScenario
  /** Restores saved data and scenario as they were (the browser after a reload). */
  restore(state: MockState, scenario: ScenarioPatch): void
  /** The telemetry beacons received (handlers/telemetry.ts), oldest first; reset clears them. */
  telemetry(): TelemetryBeacon[]
  receiveTelemetry(beacon: TelemetryBeacon): void
  /** Why each beacon that did not fit the schema was refused, oldest first; reset clears them. */
  telemetryRejected(): string[]
  rejectTelemetry(reason: string): void
  /** Called after every change of data or scenario. */
  subscribe(listener: () => void): () => void
}

export function createMockBackend(): MockBackend {
  const listeners = new Set<() => void>()
  const notify = (): void => listeners.forEach((listener) => listener())
  const db = new MockStore(createSeedState(), notify)
  let scenario = mergeScenario(defaultScenario, {})
  let beacons: TelemetryBeacon[] = []
  let rejected: string[] = []

  function apply(next: MockScenario): MockScenario {
    scenario = next
    const seed = db.state.seed
    if (seed.busCount !== next.busCount || seed.bookingCount !== next.bookingCount) {
      db.reseedCatalogue({ busCount: next.busCount, bookingCount: next.bookingCount })
    }
    notify()
    return structuredClone(scenario)
  }

  return {
    db,
    getScenario: () => structuredClone(scenario),
    setScenario: (patch) => apply(mergeScenario(scenario, patch)),
    replaceScenario: (patch) => apply(mergeScenario(defaultScenario, patch)),
    telemetry: () => structuredClone(beacons),
    receiveTelemetry(beacon) {
      // The latest thousand: a QA session left running keeps a bounded list.
      beacons = [...beacons.slice(-999), beacon]
    },
    telemetryRejected: () => [...rejected],
    rejectTelemetry(reason) {
      rejected = [...rejected.slice(-99), reason]
    },
    reset(patch = {}) {
      beacons = []
      rejected = []
      scenario = mergeScenario(defaultScenario, patch)
      db.reseed({ busCount: scenario.busCount, bookingCount: scenario.bookingCount })
      return structuredClone(scenario)
    },
    restore(state, saved) {
      scenario = mergeScenario(defaultScenario, saved)
      db.replaceState(state)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The one backend of this process (Node) or tab (browser). */
export const mockBackend = createMockBackend()
