import * as z from 'zod/mini'

/** The backend a build calls when VITE_API_BASE_URL is not set (docs/api.md#configuration). */
const defaultApiBaseUrl = 'http://localhost:5500'

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

const configSchema = (mockingByDefault: boolean) =>
  z.pipe(
    z.object({
      VITE_API_BASE_URL: apiBaseUrlSchema,
      VITE_API_MOCKING: apiMockingSchema(mockingByDefault),
    }),
    z.transform(({ VITE_API_BASE_URL, VITE_API_MOCKING }) => ({
      apiBaseUrl: VITE_API_BASE_URL,
      apiOrigin: new URL(VITE_API_BASE_URL).origin,
      apiMocking: VITE_API_MOCKING,
    })),
  )

export type AppConfig = z.output<ReturnType<typeof configSchema>>

/**
 * The one reading of the build's variables, for the app (src/lib/config.ts), the build
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
