import * as z from 'zod/mini'

/** The API calls a scenario can break, by the names QA uses in `?mock=`. */
export const callNames = [
  'register',
  'login',
  'buses',
  'bookSeats',
  'bookings',
  'guestBooking',
  'updateBooking',
  'cancelBooking',
  'profile',
  'uploadPicture',
] as const

export type CallName = (typeof callNames)[number]

/** The allowed values of the scenario's text-valued switches. */
export const scenarioChoices = {
  busesShape: ['array', 'envelope', 'failed-envelope'],
  seatsKey: ['seats', 'availableSeats'],
  bookingsShape: ['array', 'object', 'single', 'unknown'],
  bookingKey: ['booking_id', 'id'],
} as const

const callNameSchema = z.enum(callNames)
const callListSchema = z.array(callNameSchema)
const countSchema = z.int().check(z.minimum(0), z.maximum(10_000))

const scenarioSchema = z.strictObject({
  /** `array`: plain array; `envelope`: {success:true,buses,message}; `failed-envelope`: success:false. */
  busesShape: z.enum(scenarioChoices.busesShape),
  /** The key bus objects carry their available seat count under. */
  seatsKey: z.enum(scenarioChoices.seatsKey),
  /** `array`, `object` ({bookings}), `single` (the oldest booking alone), `unknown` ({data:'nope'}). */
  bookingsShape: z.enum(scenarioChoices.bookingsShape),
  /** The key booking objects carry their id under. */
  bookingKey: z.enum(scenarioChoices.bookingKey),
  /** 401 on every call that needs a token, whatever the token. */
  unauthorized: z.boolean(),
  /** In the browser: the mocked browser asks to save data (Save-Data), as Chromium's setting does. */
  saveData: z.boolean(),
  /** Calls answering 500 {message:'Internal Server Error'}. */
  fail: callListSchema,
  /** Calls failing as a network error. */
  offline: callListSchema,
  /** Calls answering 200 with a body that is not JSON. */
  invalidJson: callListSchema,
  /** Calls answering 200 with JSON that fits no accepted shape. */
  nonsense: callListSchema,
  /** Delay before every API call answers (QA's "slow" is 2000). */
  delayMs: z.int().check(z.minimum(0), z.maximum(60_000)),
  /** Buses in the data (5 = the sample buses; more are generated, fewer cut the list). */
  busCount: countSchema,
  /** Bookings seeded for brian (amina always starts with none). */
  bookingCount: countSchema,
})

export type MockScenario = z.infer<typeof scenarioSchema>
/** Any part of a scenario; lists may be readonly (`{ fail: ['buses'] } as const`). */
export type ScenarioPatch = {
  [K in keyof MockScenario]?: MockScenario[K] extends readonly (infer Item)[]
    ? readonly Item[]
    : MockScenario[K]
}

export const defaultScenario: Readonly<MockScenario> = Object.freeze({
  busesShape: 'array',
  seatsKey: 'seats',
  bookingsShape: 'array',
  bookingKey: 'booking_id',
  unauthorized: false,
  saveData: false,
  fail: [],
  offline: [],
  invalidJson: [],
  nonsense: [],
  delayMs: 0,
  busCount: 5,
  bookingCount: 1,
})

export type ScenarioKey = keyof MockScenario
export const scenarioKeys = Object.keys(defaultScenario) as ScenarioKey[]
export const callListKeys = ['fail', 'offline', 'invalidJson', 'nonsense'] as const

const patchSchema = z.partial(scenarioSchema)

type PatchValidation = { ok: true; patch: ScenarioPatch } | { ok: false; error: string }

/** Checks an untrusted partial scenario (from JSON, storage or the console). */
export function validateScenarioPatch(input: unknown): PatchValidation {
  const result = patchSchema.safeParse(input)
  if (result.success) return { ok: true, patch: result.data }
  return { ok: false, error: z.prettifyError(result.error) }
}

export function mergeScenario(base: Readonly<MockScenario>, patch: ScenarioPatch): MockScenario {
  const merged: MockScenario = { ...base }
  for (const key of scenarioKeys) {
    if (patch[key] !== undefined) Object.assign(merged, { [key]: patch[key] })
  }
  for (const key of callListKeys) merged[key] = [...new Set(merged[key])]
  return merged
}

export function isDefaultValue(key: ScenarioKey, value: ScenarioPatch[ScenarioKey]): boolean {
  return JSON.stringify(value) === JSON.stringify(defaultScenario[key])
}
