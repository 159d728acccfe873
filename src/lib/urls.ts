import { config } from './config'

/** The URL as it is when it is http(s), else undefined: no javascript:, data: or other schemes. */
export function httpUrlOrUndefined(value: string): string | undefined {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * An absolute http(s) URL is kept; a server-relative path resolves against the API base;
 * anything else (other schemes, protocol-relative tricks, empty) gives undefined.
 */
export function resolveApiAssetUrl(
  value: string | null | undefined,
  apiBaseUrl = config.apiBaseUrl,
): string | undefined {
  if (!value) return undefined
  const trimmed = value.trim()
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed)) return httpUrlOrUndefined(trimmed)
  if (trimmed.startsWith('//')) return undefined
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`
  return httpUrlOrUndefined(`${apiBaseUrl}${path}`)
}
