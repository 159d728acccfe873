import * as z from 'zod/mini'

const configSchema = z.object({
  apiBaseUrl: z.pipe(
    z.url({ protocol: /^https?$/ }),
    z.transform((url) => url.replace(/\/+$/, '')),
  ),
  apiMocking: z.boolean(),
})

export type AppConfig = z.infer<typeof configSchema>

export function readConfig(env: Record<string, string | boolean | undefined>): AppConfig {
  const result = configSchema.safeParse({
    apiBaseUrl: env.VITE_API_BASE_URL || 'http://localhost:5500',
    apiMocking: env.VITE_API_MOCKING === 'true' || env.VITE_API_MOCKING === true,
  })
  if (!result.success) {
    throw new Error(
      `Invalid configuration: VITE_API_BASE_URL must be an http(s) URL (got "${String(env.VITE_API_BASE_URL)}")`,
    )
  }
  return result.data
}

export const config = readConfig(import.meta.env)
