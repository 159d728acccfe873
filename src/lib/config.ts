interface AppConfig {
  /** An http(s) URL without a trailing slash. */
  apiBaseUrl: string
  apiMocking: boolean
}

function httpBaseUrl(value: string): string | undefined {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:' ? value.replace(/\/+$/, '') : undefined
  } catch {
    return undefined
  }
}

export function readConfig(env: Record<string, string | boolean | undefined>): AppConfig {
  const raw = env.VITE_API_BASE_URL || 'http://localhost:5500'
  const apiBaseUrl = typeof raw === 'string' ? httpBaseUrl(raw.trim()) : undefined
  if (!apiBaseUrl) {
    throw new Error(
      `Invalid configuration: VITE_API_BASE_URL must be an http(s) URL (got "${String(env.VITE_API_BASE_URL)}")`,
    )
  }
  return {
    apiBaseUrl,
    apiMocking: env.VITE_API_MOCKING === 'true' || env.VITE_API_MOCKING === true,
  }
}

export const config = readConfig(import.meta.env)
