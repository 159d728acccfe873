import * as z from 'zod/mini'

/**
 * The backend a build calls when VITE_API_BASE_URL is not set, in every mode: the mock backend
 * of `npm run mock:server` on this machine (docs/api.md#configuration). A production build that
 * falls back to it says so (apiBaseFallbackWarning).
 */
export const defaultApiBaseUrl = 'http://localhost:5500'

const notHttpUrl = (issue: { input?: unknown }) =>
  `VITE_API_BASE_URL must be an http(s) URL (got "${String(issue.input)}")`

/** Unset, empty or blank: the default. Otherwise an http(s) URL, without trailing slashes. */
const apiBaseUrlSchema = z.pipe(
  z.pipe(
    z.optional(z.string({ error: notHttpUrl })),
    z.transform((value) => value?.trim() || defaultApiBaseUrl),
  ),
  z.pipe(
    z.url({ protocol: z.regexes.httpProtocol, error: notHttpUrl }),
    z.transform((url) => url.replace(/\/+$/, '')),
  ),
)

/** 'true' (or true) is on, any other value off; unset or empty, the default. */
const apiMockingSchema = (byDefault: boolean) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value) =>
      value === undefined || value === '' ? byDefault : value === 'true' || value === true,
    ),
  )

const notTelemetryUrl = (issue: { input?: unknown }) =>
  `VITE_TELEMETRY_URL must be an http(s) URL (got "${String(issue.input)}")`

/** Unset, empty or blank: telemetry off. Otherwise the http(s) URL beacons are posted to. */
const telemetryUrlSchema = z.pipe(
  z.pipe(
    z.optional(z.string({ error: notTelemetryUrl })),
    z.transform((value) => value?.trim() || undefined),
  ),
  z.optional(z.url({ protocol: z.regexes.httpProtocol, error: notTelemetryUrl })),
)

const notSampleRate = (issue: { input?: unknown }) =>
  `VITE_TELEMETRY_SAMPLE_RATE must be a number from 0 to 1 (got "${String(issue.input)}")`

/** The share of documents that measure their vitals: 0 to 1, unset or blank 1. */
const sampleRateSchema = z.pipe(
  z.pipe(
    z.optional(z.union([z.string(), z.number()], { error: notSampleRate })),
    z.transform((value) =>
      typeof value === 'string' ? (value.trim() === '' ? 1 : Number(value)) : (value ?? 1),
    ),
  ),
  z
    .number({ error: notSampleRate })
    .check(z.gte(0, { error: notSampleRate }), z.lte(1, { error: notSampleRate })),
)

const configSchema = (mockingByDefault: boolean) =>
  z.pipe(
    z.object({
      VITE_API_BASE_URL: apiBaseUrlSchema,
      VITE_API_MOCKING: apiMockingSchema(mockingByDefault),
      VITE_TELEMETRY_URL: telemetryUrlSchema,
      VITE_TELEMETRY_SAMPLE_RATE: sampleRateSchema,
    }),
    z.transform(
      ({
        VITE_API_BASE_URL,
        VITE_API_MOCKING,
        VITE_TELEMETRY_URL,
        VITE_TELEMETRY_SAMPLE_RATE,
      }) => ({
        apiBaseUrl: VITE_API_BASE_URL,
        apiOrigin: new URL(VITE_API_BASE_URL).origin,
        apiMocking: VITE_API_MOCKING,
        /** Where field telemetry goes (docs/telemetry.md); undefined: none is collected. */
        telemetryUrl: VITE_TELEMETRY_URL,
        telemetryOrigin: VITE_TELEMETRY_URL ? new URL(VITE_TELEMETRY_URL).origin : undefined,
        telemetrySampleRate: VITE_TELEMETRY_SAMPLE_RATE,
      }),
    ),
  )

export type AppConfig = z.output<ReturnType<typeof configSchema>>

/** Vite's `define` that hands the checked configuration to the app, a literal (src/lib/config.ts). */
export function appConfigDefine(config: AppConfig): Record<string, string> {
  return { __APP_CONFIG__: JSON.stringify(config) }
}

/**
 * The one reading of the build's variables (the backend, mocking, telemetry), for the app (src/lib/config.ts), the build
 * (vite.config.ts) and the prerender (scripts/prerender.ts), so all of them call the same
 * backend. Throws 'Invalid configuration: …' on a value it cannot use. Mocking is off when
 * unset, unless `mockingByDefault` (the dev server).
 */
export function readConfig(
  env: Record<string, unknown>,
  { mockingByDefault = false }: { mockingByDefault?: boolean } = {},
): AppConfig {
  const result = z.safeParse(configSchema(mockingByDefault), env)
  if (result.success) return result.data
  throw new Error(
    `Invalid configuration: ${result.error.issues.map((issue) => issue.message).join('; ')}`,
  )
}

/**
 * What a production build (mocking off) prints when VITE_API_BASE_URL is not set: it would ship
 * an app whose every call goes to this machine, which no phone can reach. Undefined when set.
 */
export function apiBaseFallbackWarning(env: Record<string, unknown>): string | undefined {
  const value = env.VITE_API_BASE_URL
  if (typeof value === 'string' && value.trim() !== '') return undefined
  return (
    `VITE_API_BASE_URL is not set: this build calls the local fallback ${defaultApiBaseUrl}, ` +
    'which a phone cannot reach. Set VITE_API_BASE_URL to the backend (docs/api.md#configuration).'
  )
}
